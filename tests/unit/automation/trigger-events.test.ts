import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, processEvent, newAutomationEvent } from '../../../domain/automation/event-rules';
import {
  automationEventsWorkflowId,
  emailEventSourceKey,
  eventTargetOf,
  listensToAccount,
  ruleEventSourceKey,
  ruleEventTrigger,
  scheduleOf,
} from '../../../domain/automation/trigger-events';
import { chain, emailTrigger, node } from './builders';

const schedule = { type: 'once' as const, startDate: '2030-01-01', time: '09:00', enabled: true };
const event = (data: unknown) => newAutomationEvent({ id: 'ev', triggerId: 't', timestamp: new Date('2030-01-01T00:00:00Z'), data });

describe('which trigger an event meets', () => {
  it('keys an e-mail, its rule firings and the workflow by account and message', () => {
    const key = emailEventSourceKey('acc', 'msg');
    expect(key).toBe('email:acc:msg');
    expect(ruleEventSourceKey(key, 'r1')).toBe('email:acc:msg:rule:r1');
    expect(automationEventsWorkflowId('acc', 'msg')).toBe('automation-events:acc:msg');
  });

  it('finds the schedule of a schedule trigger only', () => {
    expect(scheduleOf(chain(node('s', 'trigger.schedule', schedule), node('end', 'end')))).toEqual(schedule);
    expect(scheduleOf(chain(emailTrigger(), node('end', 'end')))).toBeNull();
    expect(scheduleOf(null)).toBeNull();
  });

  it('listens to the chosen account, or to every account when none is chosen', () => {
    const any = chain(emailTrigger(), node('end', 'end'));
    const one = chain(node('trigger', 'trigger.email_received', { accountId: 'acc-1' }), node('end', 'end'));
    expect(listensToAccount(any, 'acc-2')).toBe(true);
    expect(listensToAccount(one, 'acc-1')).toBe(true);
    expect(listensToAccount(one, 'acc-2')).toBe(false);
    expect(listensToAccount(chain(node('w', 'trigger.webhook'), node('end', 'end')), 'acc-1')).toBe(false);
  });

  it('fails a webhook event whose automation no longer has a webhook trigger, and one of an inactive automation', () => {
    const manual = eventTargetOf(chain(node('m', 'trigger.manual'), node('end', 'end')), 'trigger.webhook', true);
    expect(manual).toEqual({ triggerId: 'trigger.webhook', trigger: null });
    expect(processEvent(event({}), manual.trigger).event).toMatchObject({ status: 'failed', error: EVENT_MESSAGES.triggerMissing });

    const hook = chain(node('hook', 'trigger.webhook', { conditions: [{ field: 'webhook.body.kind', operator: 'equals', value: 'filing' }] }), node('end', 'end'));
    const inactive = eventTargetOf(hook, 'trigger.webhook', false);
    expect(inactive.triggerId).toBe('hook');
    expect(processEvent(event({}), inactive.trigger).event).toMatchObject({ status: 'failed', error: EVENT_MESSAGES.triggerDisabled });

    const active = eventTargetOf(hook, 'trigger.webhook', true).trigger;
    expect(processEvent(event({ webhook: { body: { kind: 'filing' } } }), active)).toMatchObject({ shouldRun: true, event: { status: 'processing' } });
    expect(processEvent(event({ webhook: { body: { kind: 'other' } } }), active)).toMatchObject({ shouldRun: false, event: { status: 'completed', workflowRunIds: [] } });
  });

  it('runs a rule’s automation when it was saved and is active', () => {
    expect(ruleEventTrigger({ currentVersion: 2, active: true })).toEqual({ enabled: true });
    expect(processEvent(event({}), ruleEventTrigger({ currentVersion: 2, active: false })).event.error).toBe(EVENT_MESSAGES.triggerDisabled);
    expect(processEvent(event({}), ruleEventTrigger({ currentVersion: 0, active: true })).event.error).toBe(EVENT_MESSAGES.triggerMissing);
  });
});
