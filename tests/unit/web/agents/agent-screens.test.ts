import { describe, expect, it } from 'vitest';
import { initRetryDelayMs } from '../../../../domain/agents/init-retry';
import { createdAgentProblem } from '../../../../domain/agents/created-agent';
import type { Personality } from '../../../../domain/learning/types';
import { percent, resultText } from '../../../../web/src/screens/agents/detail/resultText';
import { AGENT_QUERY_RETRY } from '../../../../web/src/screens/agents/state/useAgents';
import { hoursText, typeChange, typeFromQuery, wizardDefaults, wizardInput } from '../../../../web/src/screens/agents/wizard/wizardValues';
import { fieldHint, hourLabel, personalityChanges, personalityValues } from '../../../../web/src/screens/learning/personalityForm';

describe('the agent wizard', () => {
  it('preselects a known type from ?type= and ignores anything else', () => {
    expect(typeFromQuery('email')).toBe('email');
    expect(typeFromQuery('calendar')).toBe('calendar');
    expect(typeFromQuery('robot')).toBeNull();
    expect(typeFromQuery(null)).toBeNull();
  });

  it('starts each type with the model defaults of §9 and triggers the server accepts', () => {
    const email = wizardDefaults('email');
    expect([email.model, email.maxTokens, email.temperature]).toEqual(['gpt-4o', 2000, 0.7]);
    const calendar = wizardDefaults('calendar');
    expect([calendar.model, calendar.maxTokens, calendar.temperature]).toEqual(['gpt-4o-mini', 1000, 0.3]);
    for (const type of ['email', 'document', 'calendar', 'task', 'research', 'code'] as const) {
      expect(createdAgentProblem(wizardInput(wizardDefaults(type))), type).toBeNull();
    }
  });

  it('refills the type defaults on a type change but keeps a name the person typed', () => {
    expect(typeChange('task', { name: 'Mine' }, true)).toMatchObject({ type: 'task', name: 'Mine', maxTokens: 1500, temperature: 0.4, triggers: ['task.created'] });
    expect(typeChange('task', { name: 'E-mail Agent' }, false).name).toBe('Task Agent');
  });

  it('sends working hours only for a range, and the custom prompt in the config', () => {
    const values = { ...wizardDefaults('email'), name: '  Intake  ', customPrompt: 'Be brief.' };
    expect(wizardInput(values)).toMatchObject({ name: 'Intake', workingHours: null, config: { customPrompt: 'Be brief.' } });
    expect(wizardInput({ ...values, hours: 'range', start: '08:30', end: '18:00' }).workingHours).toEqual({ start: '08:30', end: '18:00' });
    expect(hoursText(null)).toBe('Any time');
    expect(hoursText({ start: '22:00', end: '06:00' })).toBe('22:00–06:00');
  });
});

describe('the agents list query', () => {
  it('retries as the initialisation retry: 3 attempts, 2 s then 3 s apart', () => {
    expect(AGENT_QUERY_RETRY.retry).toBe(2);
    expect([0, 1].map((failures) => AGENT_QUERY_RETRY.retryDelay(failures))).toEqual([2000, 3000]);
    expect(AGENT_QUERY_RETRY.retryDelay(0)).toBe(initRetryDelayMs(0));
  });
});

describe('action results in words', () => {
  it('reads text, then known fields, then a few plain fields', () => {
    expect(resultText(null)).toBeNull();
    expect(resultText('Hearing notice')).toBe('Hearing notice');
    expect(resultText({ summary: 'MSC on 14 January', other: 1 })).toBe('MSC on 14 January');
    expect(resultText({ count: 2, ok: true, nested: { a: 1 } })).toBe('count: 2 · ok: true');
    expect(percent(0.875)).toBe('88 %');
  });
});

describe('how you work', () => {
  const personality: Personality = {
    name: 'You',
    traits: [],
    communicationStyle: { tone: 'neutral', verbosity: 'balanced', formality: 0.5 },
    workStyle: { peakProductivityHours: [9, 10], preferredTaskDuration: 90, breakFrequency: 90 },
    inferred: { 'workStyle.peakProductivityHours': { samples: 12 }, 'communicationStyle.tone': { samples: 1 } },
    editedFields: ['workStyle.breakFrequency'],
  };

  it('sends only the fields the person changed', () => {
    const values = personalityValues(personality);
    expect(personalityChanges(personality, values)).toEqual({});
    expect(personalityChanges(personality, { ...values, peakProductivityHours: [10, 9] })).toEqual({});
    expect(personalityChanges(personality, { ...values, tone: 'formal', breakFrequency: 60 })).toEqual({
      communicationStyle: { tone: 'formal' },
      workStyle: { breakFrequency: 60 },
    });
  });

  it('says where a value came from', () => {
    expect(fieldHint(personality, 'workStyle.peakProductivityHours')).toBe('Learned from 12 actions');
    expect(fieldHint(personality, 'communicationStyle.tone')).toBe('Learned from 1 action');
    expect(fieldHint(personality, 'workStyle.breakFrequency')).toBe('Set by you');
    expect(fieldHint(personality, 'communicationStyle.verbosity')).toBeNull();
    expect(hourLabel(9)).toBe('09:00');
  });
});
