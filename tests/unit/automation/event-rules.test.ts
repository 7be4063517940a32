import { describe, expect, it } from 'vitest';
import {
  applyRule,
  canTransition,
  completeEvent,
  decideEvent,
  eventTriggerOf,
  EVENT_MESSAGES,
  failEvent,
  newAutomationEvent,
  processEvent,
  recordRuleTriggered,
  startProcessing,
  type AutomationRule,
} from '../../../domain/automation/event-rules';
import { chain, emailTrigger, node } from './builders';

const now = new Date('2025-03-10T16:00:00Z');
const event = newAutomationEvent({ id: 'ev1', triggerId: 'trigger', timestamp: now, data: { email: { subject: 'Notice of Hearing' } } });
const hearingOnly = { enabled: true, conditions: [{ field: 'email.subject', operator: 'contains' as const, value: 'hearing' }] };

describe('automation event states (seed 001 §4)', () => {
  it('starts pending and unprocessed', () => {
    expect(event).toEqual({ id: 'ev1', triggerId: 'trigger', timestamp: '2025-03-10T16:00:00.000Z', data: event.data, processed: false, workflowRunIds: [], status: 'pending', error: null });
  });

  it('goes pending → processing → completed or failed, and nowhere else', () => {
    expect(canTransition('pending', 'processing')).toBe(true);
    expect(canTransition('processing', 'completed')).toBe(true);
    expect(canTransition('processing', 'failed')).toBe(true);
    expect(canTransition('pending', 'completed')).toBe(false);
    expect(canTransition('completed', 'processing')).toBe(false);
    expect(canTransition('failed', 'pending')).toBe(false);
    expect(() => completeEvent(event, [])).toThrow('An automation event cannot go from pending to completed.');
    const done = completeEvent(startProcessing(event), ['run-1']);
    expect(done).toMatchObject({ status: 'completed', processed: true, workflowRunIds: ['run-1'] });
    expect(() => startProcessing(done)).toThrow();
    expect(failEvent(startProcessing(event), 'boom')).toMatchObject({ status: 'failed', processed: true, error: 'boom' });
  });

  it('fails when the trigger is missing or disabled', () => {
    expect(decideEvent(null, event.data)).toEqual({ outcome: 'failed', error: EVENT_MESSAGES.triggerMissing });
    expect(processEvent(event, undefined)).toEqual({ shouldRun: false, event: { ...event, status: 'failed', processed: true, error: EVENT_MESSAGES.triggerMissing } });
    expect(processEvent(event, { ...hearingOnly, enabled: false }).event).toMatchObject({ status: 'failed', error: EVENT_MESSAGES.triggerDisabled });
  });

  it('completes with no runs when the conditions do not match', () => {
    const other = { ...event, data: { email: { subject: 'Invoice' } } };
    expect(processEvent(other, hearingOnly)).toEqual({ shouldRun: false, event: { ...other, status: 'completed', processed: true, workflowRunIds: [], error: null } });
  });

  it('stays processing when it should run, until the runs are recorded', () => {
    const { event: processing, shouldRun } = processEvent(event, hearingOnly);
    expect(shouldRun).toBe(true);
    expect(processing).toMatchObject({ status: 'processing', processed: false });
    expect(completeEvent(processing, ['automation-run:a1:ev1'])).toMatchObject({ status: 'completed', workflowRunIds: ['automation-run:a1:ev1'] });
  });

  it("reads the trigger from the automation's definition", () => {
    const definition = chain(emailTrigger('trigger', hearingOnly.conditions), node('end', 'end'));
    expect(eventTriggerOf(definition, true)).toEqual(hearingOnly);
    expect(eventTriggerOf(definition, false)).toEqual({ ...hearingOnly, enabled: false });
    expect(eventTriggerOf(definition, true, 'other-trigger')).toBeNull();
    expect(eventTriggerOf(null, true)).toBeNull();
    const scheduled = chain(node('trigger', 'trigger.schedule', { type: 'once', startDate: '2025-03-11', time: '09:00', enabled: false }), node('end', 'end'));
    expect(eventTriggerOf(scheduled, true)).toEqual({ enabled: false });
    expect(eventTriggerOf(chain(node('trigger', 'trigger.manual'), node('end', 'end')), true)).toEqual({ enabled: true });
  });
});

describe('rules (seed 001 §3 Rule)', () => {
  const rule: AutomationRule = {
    id: 'r1',
    conditions: hearingOnly.conditions,
    actions: [{ type: 'runWorkflow', config: { workflowId: 'wf-1' } }],
    enabled: true,
    triggerCount: 2,
    lastTriggered: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };

  it('counts a trigger and records when it was', () => {
    expect(recordRuleTriggered(rule, now)).toEqual({ ...rule, triggerCount: 3, lastTriggered: '2025-03-10T16:00:00.000Z', updatedAt: '2025-03-10T16:00:00.000Z' });
  });

  it('runs its workflows only when enabled and matching, and leaves the record alone otherwise', () => {
    expect(applyRule(rule, event.data, now)).toEqual({ rule: recordRuleTriggered(rule, now), workflowIds: ['wf-1'] });
    expect(applyRule(rule, { email: { subject: 'Invoice' } }, now)).toEqual({ rule, workflowIds: [] });
    expect(applyRule({ ...rule, enabled: false }, event.data, now)).toEqual({ rule: { ...rule, enabled: false }, workflowIds: [] });
  });
});
