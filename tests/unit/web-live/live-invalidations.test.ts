import { describe, expect, it } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { LIVE_EVENT_TYPES } from '../../../domain/live/events';
import { createInvalidationBatcher, keysToInvalidate, LIVE_INVALIDATIONS } from '../../../web/src/live/invalidations';

describe('the live invalidation table', () => {
  it('has a rule for every event type', () => {
    expect(Object.keys(LIVE_INVALIDATIONS).sort()).toEqual([...LIVE_EVENT_TYPES].sort());
  });

  it('refreshes the areas of this issue by their keys', () => {
    expect(keysToInvalidate({ type: 'team.message', subject: { teamId: 't' } })).toEqual([['teams']]);
    expect(keysToInvalidate({ type: 'team.changed', subject: {} })).toEqual([['teams']]);
    expect(keysToInvalidate({ type: 'notebook.changed', subject: {} })).toEqual([['notebooks']]);
    expect(keysToInvalidate({ type: 'notification.added', subject: {} })).toEqual([['notifications']]);
    expect(keysToInvalidate({ type: 'notifications.changed', subject: {} })).toEqual([['notifications']]);
    expect(keysToInvalidate({ type: 'sticky-notes.changed', subject: {} })).toEqual([['sticky-notes']]);
  });

  it('refreshes the audit queue and the badge on audit.changed', () => {
    expect(keysToInvalidate({ type: 'audit.changed', subject: { entryId: 'a', status: 'pending' } })).toContainEqual(['audit']);
  });

  it('narrows run.changed to the run and its automation, and falls back to all automations without ids', () => {
    const narrow = keysToInvalidate({ type: 'run.changed', subject: { runId: 'r1', automationId: 'a1', status: 'running' } });
    expect(narrow).toContainEqual(['automations', 'run', 'r1']);
    expect(narrow).toContainEqual(['automations', 'automation', 'a1']);
    expect(narrow).not.toContainEqual(['automations']);
    expect(keysToInvalidate({ type: 'run.changed', subject: {} })).toContainEqual(['automations']);
  });

  it('leaves search results alone while a document is still being read', () => {
    expect(keysToInvalidate({ type: 'knowledge.changed', subject: { documentId: 'd', status: 'pending' } })).not.toContainEqual(['knowledge']);
    expect(keysToInvalidate({ type: 'knowledge.changed', subject: { documentId: 'd', status: 'ready' } })).toEqual([['knowledge']]);
  });

  it('refreshes the calendar, the deadline chains and the matters’ linked items on calendar.changed', () => {
    expect(keysToInvalidate({ type: 'calendar.changed', subject: { eventId: 'e' } })).toEqual([['calendar'], ['deadline-chains'], ['knowledge', 'matter-links']]);
  });

  it("refreshes a matter's linked mail, hearings and tasks when mail is analysed, or a hearing, task or deadline chain changes", () => {
    for (const type of ['analysis.changed', 'calendar.changed', 'tasks.changed', 'deadlines.changed'] as const) {
      expect(keysToInvalidate({ type, subject: {} })).toContainEqual(['knowledge', 'matter-links']);
    }
  });
});

describe('createInvalidationBatcher', () => {
  function manual() {
    const invalidated: QueryKey[] = [];
    let run: (() => void) | null = null;
    const batcher = createInvalidationBatcher((key) => invalidated.push(key), 50, (callback) => (run = callback));
    return { batcher, invalidated, fire: () => run?.() };
  }

  it('invalidates each key of a burst once, after the burst', () => {
    const { batcher, invalidated, fire } = manual();
    batcher.add([['tasks']]);
    batcher.add([['tasks'], ['calendar']]);
    expect(invalidated).toEqual([]);
    fire();
    expect(invalidated).toEqual([['tasks'], ['calendar']]);
  });

  it('leaves out a key a shorter key of the same burst already covers', () => {
    const { batcher, invalidated, fire } = manual();
    batcher.add([['automations', 'run', 'r1'], ['automations']]);
    fire();
    expect(invalidated).toEqual([['automations']]);
  });

  it('schedules nothing for an event that makes nothing stale', () => {
    let scheduled = 0;
    const batcher = createInvalidationBatcher(() => {}, 50, () => (scheduled += 1));
    batcher.add([]);
    expect(scheduled).toBe(0);
  });
});
