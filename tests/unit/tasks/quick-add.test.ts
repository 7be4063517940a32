import { describe, expect, it } from 'vitest';
import { DATE_ONLY_DUE_HOUR } from '../../../domain/tasks/due-time';
import { parseQuickAdd } from '../../../domain/tasks/quick-add';

// Saturday 7 March 2026, 12:00 in Los Angeles (PST); clocks there go forward on Sunday 8 March.
const now = new Date('2026-03-07T20:00:00Z');
const la = (text: string) => parseQuickAdd(text, { now, timeZone: 'America/Los_Angeles' });

describe('quick add: the issue example', () => {
  it('"Call Dr. Lee tomorrow 3pm #medical !high"', () => {
    expect(la('Call Dr. Lee tomorrow 3pm #medical !high')).toEqual({
      title: 'Call Dr. Lee',
      // 15:00 on 8 March is already PDT (UTC-7), not the PST offset of the moment it was typed.
      dueDate: new Date('2026-03-08T22:00:00Z'),
      dateText: 'tomorrow 3pm',
      tags: ['medical'],
      priority: 'High',
    });
  });
});

describe('quick add: due dates in words, in the user zone', () => {
  it('a day without a time is due at 17:00 that day', () => {
    expect(DATE_ONLY_DUE_HOUR).toBe(17);
    expect(la('Draft 2 motions tomorrow')).toMatchObject({ title: 'Draft 2 motions', dueDate: new Date('2026-03-09T00:00:00Z') });
  });

  it('drops the word that only tied the date on', () => {
    expect(la('Submit brief by Friday')).toMatchObject({ title: 'Submit brief', dueDate: new Date('2026-03-14T00:00:00Z'), dateText: 'Friday' });
    expect(la('File motion on March 10 at 9:30am')).toMatchObject({ title: 'File motion', dueDate: new Date('2026-03-10T16:30:00Z') });
    expect(la('Brief due Dec 3')).toMatchObject({ title: 'Brief', dueDate: new Date('2026-12-04T01:00:00Z') });
  });

  it('keeps a connector that is the whole title', () => {
    expect(la('due tomorrow')).toMatchObject({ title: 'due', dateText: 'tomorrow' });
  });

  it('reads times of day named in words', () => {
    expect(la('Pay rent tonight')).toMatchObject({ title: 'Pay rent', dueDate: new Date('2026-03-08T06:00:00Z') });
    expect(la('Call court tomorrow morning')).toMatchObject({ title: 'Call court', dueDate: new Date('2026-03-08T13:00:00Z') });
  });

  it('an amount of time is counted from now', () => {
    expect(la('Review in 2 hours')).toMatchObject({ title: 'Review', dueDate: new Date('2026-03-07T22:00:00Z') });
  });

  it('a time written with its own zone keeps it', () => {
    expect(la('Hearing Dec 3 2pm EST')).toMatchObject({ title: 'Hearing', dueDate: new Date('2026-12-03T19:00:00Z') });
  });

  it('a time that already passed today means the next one', () => {
    expect(la('Call back 9am')).toMatchObject({ title: 'Call back', dueDate: new Date('2026-03-08T16:00:00Z') });
  });

  it('the last date phrase counts', () => {
    expect(la('Review March 3 transcript tomorrow')).toMatchObject({ title: 'Review March 3 transcript', dateText: 'tomorrow' });
  });

  it('no date words means no due date', () => {
    expect(la('Review the contract')).toEqual({ title: 'Review the contract', dueDate: null, dateText: null, tags: [], priority: null });
  });

  it('a title of date words only is empty', () => {
    expect(la('tomorrow 3pm #court')).toMatchObject({ title: '', tags: ['court'] });
  });
});

describe('quick add: other zones and DST', () => {
  it('"tomorrow" is the day after the user local date, not the server one', () => {
    // 05:00 on Sunday 8 March in Tokyo.
    expect(parseQuickAdd('Send exhibits tomorrow', { now, timeZone: 'Asia/Tokyo' })).toMatchObject({ dueDate: new Date('2026-03-09T08:00:00Z') });
  });

  it('Berlin, before and across its own DST change (29 March)', () => {
    expect(parseQuickAdd('Call tomorrow 3pm', { now, timeZone: 'Europe/Berlin' })).toMatchObject({ dueDate: new Date('2026-03-08T14:00:00Z') });
    const saturday = new Date('2026-03-28T12:00:00Z');
    expect(parseQuickAdd('Call tomorrow 9am', { now: saturday, timeZone: 'Europe/Berlin' })).toMatchObject({ dueDate: new Date('2026-03-29T07:00:00Z') });
    expect(parseQuickAdd('Call tomorrow', { now: saturday, timeZone: 'Europe/Berlin' })).toMatchObject({ dueDate: new Date('2026-03-29T15:00:00Z') });
  });

  it('a time skipped when clocks go forward moves forward by the gap', () => {
    expect(la('Backup tomorrow 2:30am')).toMatchObject({ dueDate: new Date('2026-03-08T10:30:00Z') });
  });

  it('a time that happens twice when clocks go back is its first occurrence', () => {
    const saturday = new Date('2026-10-31T19:00:00Z');
    expect(parseQuickAdd('Backup tomorrow 1:30am', { now: saturday, timeZone: 'America/Los_Angeles' })).toMatchObject({ dueDate: new Date('2026-11-01T08:30:00Z') });
  });

  it('UTC', () => {
    expect(parseQuickAdd('Call tomorrow 3pm', { now, timeZone: 'UTC' })).toMatchObject({ dueDate: new Date('2026-03-08T15:00:00Z') });
  });
});

describe('quick add: tags and priority marks', () => {
  it.each([
    ['!low', 'Low'],
    ['!medium', 'Medium'],
    ['!high', 'High'],
    ['!URGENT', 'Urgent'],
    ['p1', 'Urgent'],
    ['p2', 'High'],
    ['p3', 'Medium'],
    ['P4', 'Low'],
  ] as const)('%s gives %s', (mark, priority) => {
    expect(la(`Call the clerk ${mark}`)).toMatchObject({ title: 'Call the clerk', priority });
  });

  it('the last priority mark wins', () => {
    expect(la('!low Call the clerk p1')).toMatchObject({ title: 'Call the clerk', priority: 'Urgent' });
  });

  it('marks inside words are text', () => {
    expect(la('Email sp1 about rates!high')).toMatchObject({ title: 'Email sp1 about rates!high', priority: null });
    expect(la('Ask re issue#4')).toMatchObject({ title: 'Ask re issue#4', tags: [] });
  });

  it('reads several tags, once each, in any script', () => {
    expect(la('#court Prepare exhibits #MSC #café-law #court')).toMatchObject({ title: 'Prepare exhibits', tags: ['court', 'MSC', 'café-law'] });
  });
});

describe('quick add: implausible dates', () => {
  it('leaves a date beyond the year 2200 in the title', () => {
    expect(la('Renew lease in 900 years')).toMatchObject({ title: 'Renew lease in 900 years', dueDate: null, dateText: null });
  });
});
