import { describe, expect, it } from 'vitest';
import { keysToInvalidate } from '../../web/src/live/invalidations';

describe('live events that change the dashboard', () => {
  it('refresh it: approvals, runs, analysed mail, tasks and deadlines', () => {
    for (const event of [
      { type: 'audit.changed', subject: { entryId: 'a', status: 'pending' } },
      { type: 'run.changed', subject: { runId: 'r', automationId: 'a', status: 'failed' } },
      { type: 'run.changed', subject: {} },
      { type: 'analysis.changed', subject: { messageId: 'm' } },
      { type: 'tasks.changed', subject: {} },
      { type: 'deadlines.changed', subject: {} },
    ] as const) {
      expect(keysToInvalidate(event), event.type).toContainEqual(['dashboard']);
    }
  });

  it('leave it alone for events that do not touch it', () => {
    expect(keysToInvalidate({ type: 'sticky-notes.changed', subject: {} })).not.toContainEqual(['dashboard']);
  });
});
