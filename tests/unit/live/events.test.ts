import { describe, expect, it } from 'vitest';
import { isLiveEventType, LIVE_EVENT_TYPES, liveEventId, parseLiveNotification, replayAfter, replayGap } from '../../../domain/live/events';

const USER = '6f1c1b2e-8a4d-4f1e-9c3b-2d5e7f8a9b0c';
const payload = (fields: Record<string, unknown>) => JSON.stringify({ id: 42, userId: USER, type: 'tasks.changed', subject: { taskId: 't1' }, at: '2026-11-28T10:00:00.123456+00:00', ...fields });

describe('live event types', () => {
  it('lists every type of the contract once', () => {
    expect(new Set(LIVE_EVENT_TYPES).size).toBe(LIVE_EVENT_TYPES.length);
    for (const type of ['audit.changed', 'run.changed', 'analysis.changed', 'calendar.changed', 'tasks.changed', 'deadlines.changed', 'planning.changed', 'knowledge.changed', 'team.changed', 'team.message', 'notification.added', 'notifications.changed', 'sticky-notes.changed', 'notebook.changed']) {
      expect(isLiveEventType(type)).toBe(true);
    }
    expect(isLiveEventType('resync')).toBe(false);
    expect(isLiveEventType(undefined)).toBe(false);
  });
});

describe('parseLiveNotification', () => {
  it('reads a notification into the person and the event, the id as a string and the time as ISO', () => {
    expect(parseLiveNotification(payload({}))).toEqual({
      userId: USER,
      event: { id: '42', type: 'tasks.changed', subject: { taskId: 't1' }, at: '2026-11-28T10:00:00.123Z' },
      subjectOmitted: false,
    });
  });

  it('marks a notification whose subject was left out for size, with an empty subject meanwhile', () => {
    const parsed = parseLiveNotification(payload({ subject: null }));
    expect(parsed?.subjectOmitted).toBe(true);
    expect(parsed?.event.subject).toEqual({});
  });

  it('compares people case-insensitively (ids are lower-cased)', () => {
    expect(parseLiveNotification(payload({ userId: USER.toUpperCase() }))?.userId).toBe(USER);
  });

  it.each([
    ['not JSON', '{'],
    ['an array', '[]'],
    ['an unknown type', payload({ type: 'tasks.deleted' })],
    ['a missing id', payload({ id: undefined })],
    ['a zero id', payload({ id: 0 })],
    ['a fractional id', payload({ id: 1.5 })],
    ['a user that is not a uuid', payload({ userId: 'someone' })],
    ['a subject that is a list', payload({ subject: ['x'] })],
    ['an unreadable time', payload({ at: 'yesterday' })],
  ])('ignores %s', (_name, text) => {
    expect(parseLiveNotification(text)).toBeNull();
  });
});

describe('liveEventId and replayAfter', () => {
  it('takes positive integers of up to 15 digits, as numbers or strings', () => {
    expect(liveEventId(7)).toBe('7');
    expect(liveEventId('123456789012345')).toBe('123456789012345');
    expect(liveEventId('1234567890123456')).toBeNull();
    expect(liveEventId('007')).toBeNull();
    expect(liveEventId(-3)).toBeNull();
  });

  it('replays after a Last-Event-ID that is a plausible event id', () => {
    expect(replayAfter('17')).toBe('17');
    expect(replayAfter(' 17 ')).toBe('17');
  });

  it.each([[null], [undefined], [''], ['abc'], ['17abc'], ['-5'], ['0'], ['1e5'], ['99999999999999999999'], ['12.5']])('replays nothing for %j', (header) => {
    expect(replayAfter(header)).toBeNull();
  });
});

describe('replayGap', () => {
  it('trusts a replay whose next event is still kept', () => {
    expect(replayGap('10', '11', '20')).toBe('none');
    expect(replayGap('10', '5', '20')).toBe('none');
    expect(replayGap('20', '5', '20')).toBe('none');
  });

  it('says events were pruned when the oldest kept one is later than the next expected, or none are kept', () => {
    expect(replayGap('10', '12', '20')).toBe('pruned');
    expect(replayGap('10', null, null)).toBe('pruned');
  });

  it('says the id is unknown when it is beyond the newest event (another database)', () => {
    expect(replayGap('21', '5', '20')).toBe('unknown-id');
  });
});
