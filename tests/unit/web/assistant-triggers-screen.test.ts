import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../domain/agents/types';
import { askAgentOf, isPresetName, presetStep } from '../../../web/src/screens/automation/editor/palette/presets';
import { emailConditionText, eventText, questionHint } from '../../../web/src/screens/assistant-triggers/triggerText';

describe('assistant triggers in plain words', () => {
  it('describes each event', () => {
    expect(eventText({ type: 'email', accountId: null, conditions: [] })).toBe('Any new e-mail arrives');
    expect(
      eventText({
        type: 'email',
        accountId: null,
        conditions: [
          { field: 'email.from', operator: 'contains', value: '@court.ca.gov' },
          { field: 'email.subject', operator: 'equals', value: 'Notice' },
        ],
      }),
    ).toBe('A new e-mail arrives whose sender contains "@court.ca.gov" and subject is "Notice"');
    expect(eventText({ type: 'schedule', schedule: { type: 'recurring', startDate: '2026-12-01', time: '08:00', recurrence: { frequency: 'daily', interval: 1 }, enabled: true } })).toBe(
      'Every day at 08:00',
    );
    expect(eventText({ type: 'webhook', conditions: [] })).toBe('Another app calls its web address');
    expect(eventText({ type: 'manual' })).toBe('Run by hand from the builder');
  });

  it('names the e-mail fields a condition tests, and the run data the question is given with', () => {
    expect(emailConditionText({ field: 'email.text', operator: 'startsWith', value: 'Dear' })).toBe('body starts with "Dear"');
    expect(emailConditionText({ field: 'email.subject', operator: 'exists' })).toBe('subject is present');
    expect(questionHint('email')).toContain('subject and body');
    expect(questionHint('webhook')).toContain('what the other app sends');
  });
});

describe('the builder palette\'s "Ask an assistant" item', () => {
  const agent = (id: string, capabilities: string[], status: Agent['status'] = 'active') => ({ id, capabilities, status }) as Agent;

  it('adds an agent step set to ask an assistant, with the first agent that can ask (none: the step asks to choose one)', () => {
    expect(askAgentOf([agent('a', ['ai.summarise']), agent('b', ['ai.ask_assistant'], 'inactive'), agent('c', ['ai.ask_assistant'])])).toBe('c');
    expect(askAgentOf([agent('a', ['ai.summarise'])])).toBe('');
    expect(presetStep('ask_assistant', 'c')).toEqual({ label: 'Ask an assistant', parameters: { agentId: 'c', actionType: 'ai.ask_assistant', input: {}, outputMapping: {} } });
    expect(isPresetName('ask_assistant')).toBe(true);
    expect(isPresetName('agent_action')).toBe(false);
  });
});
