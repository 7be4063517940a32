import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../../../domain/automation/validate';
import { draftAutomation } from '../../../domain/learning/draft-automation';
import { detectPatterns } from '../../../domain/learning/patterns';
import { draftSuggestion, shouldSuggest } from '../../../domain/learning/suggestions';
import type { DetectedPattern } from '../../../domain/learning/types';

const labelKey = 'context|email.label|senderDomain=eams.dir.ca.gov|label=Hearing';
const pattern = (over: Partial<DetectedPattern> = {}): DetectedPattern => ({
  key: labelKey,
  name: 'Label e-mails from eams.dir.ca.gov "Hearing"',
  description: 'You label e-mails from eams.dir.ca.gov "Hearing"',
  kind: 'context',
  actions: [],
  frequency: 4,
  confidence: 0.67195,
  category: 'email',
  requiredCapabilities: ['email.label'],
  triggers: [],
  complexity: 0.2,
  ...over,
});

describe('when a pattern is suggested (frequency ≥ 3 and confidence > 0.6)', () => {
  it('needs frequency 3 (2 is not enough)', () => {
    expect(shouldSuggest(pattern({ frequency: 3 }))).toBe(true);
    expect(shouldSuggest(pattern({ frequency: 2 }))).toBe(false);
  });
  it('needs confidence strictly above 0.6', () => {
    expect(shouldSuggest(pattern({ confidence: 0.6 }))).toBe(false);
    expect(shouldSuggest(pattern({ confidence: 0.6001 }))).toBe(true);
  });
  it('only for a context pattern an automation can do', () => {
    expect(shouldSuggest(pattern({ kind: 'time', key: 'time|email.label|hour=9' }))).toBe(false);
    expect(shouldSuggest(pattern({ key: 'context|email.reply|senderDomain=a.com' }))).toBe(false);
  });
  it('3 labels give confidence 0.6355: suggested', () => {
    const found = detectPatterns([1, 2, 3].map((day) => ({ type: 'email.label', occurredAt: new Date(Date.UTC(2026, 2, day, 10 + day)), context: { senderDomain: 'a.com', label: 'X' } })), 'UTC');
    expect(found).toHaveLength(1);
    expect(shouldSuggest(found[0]!)).toBe(true);
  });
});

describe('the suggestion drafted from a pattern', () => {
  it('says what the person does, 5 minutes per occurrence, with points and level', () => {
    expect(draftSuggestion(pattern())).toMatchObject({
      patternKey: labelKey,
      description: 'You label e-mails from eams.dir.ca.gov "Hearing" — automate this?',
      confidence: 0.67195,
      estimatedTimesSaved: 20,
      autonomyPoints: 0.2,
      autonomyLevel: 'supervised',
      area: 'email',
    });
    expect(draftSuggestion(pattern({ frequency: 8, confidence: 0.8 }))).toMatchObject({ autonomyPoints: 0.7, autonomyLevel: 'autonomous', estimatedTimesSaved: 40 });
    expect(draftSuggestion(pattern()).potentialBenefits.length).toBeGreaterThan(0);
  });
});

describe('the automation drafted for an accepted suggestion', () => {
  const agentId = '11111111-1111-4111-8111-111111111111';
  const options = { knownAgentIds: [agentId], agentCapabilities: { [agentId]: ['email.label', 'email.move', 'email.archive'] } };

  it('labels e-mail from the sender with the label name, and validates', () => {
    const drafted = draftAutomation(labelKey, agentId)!;
    expect(drafted.actionType).toBe('email.label');
    expect(drafted.definition.nodes.map((node) => node.type)).toEqual(['trigger.email_received', 'agent_action', 'end']);
    expect(drafted.definition.nodes[0]!.parameters).toEqual({ conditions: [{ field: 'email.from', operator: 'contains', value: 'eams.dir.ca.gov' }] });
    expect(drafted.definition.nodes[1]!.parameters).toMatchObject({ agentId, actionType: 'email.label', input: { addLabelIds: { type: 'static', value: ['Hearing'] } } });
    expect(validateDefinition(drafted.definition, options)).toEqual([]);
  });

  it('moves and archives, and validates', () => {
    const moved = draftAutomation('context|email.move|senderDomain=a.com|folder=SPAM', agentId)!;
    expect(moved.definition.nodes[1]!.parameters).toMatchObject({ actionType: 'email.move', input: { folderId: { type: 'static', value: 'SPAM' } } });
    expect(validateDefinition(moved.definition, options)).toEqual([]);
    const archived = draftAutomation('context|email.archive|senderDomain=a.com', agentId)!;
    expect(validateDefinition(archived.definition, options)).toEqual([]);
  });

  it('drafts nothing for a time pattern, and an agent without the capability fails validation', () => {
    expect(draftAutomation('time|email.read|hour=9', agentId)).toBeNull();
    expect(validateDefinition(draftAutomation(labelKey, agentId)!.definition, { knownAgentIds: [agentId], agentCapabilities: { [agentId]: ['email.archive'] } })).not.toEqual([]);
  });
});
