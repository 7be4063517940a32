import { describe, expect, it } from 'vitest';
import { AUTOMATION_MESSAGES } from '../../../domain/automation/messages';
import { RULE_MESSAGES, ruleProblems } from '../../../domain/automation/rule-validation';

const own = new Set(['auto-1']);
const run = (workflowId: string) => ({ type: 'runWorkflow' as const, config: { workflowId } });

describe('rule validation', () => {
  it('accepts e-mail conditions with the seven operators and actions on own automations', () => {
    const conditions = [
      { field: 'email.subject', operator: 'contains' as const, value: 'hearing' },
      { field: 'email.from', operator: 'endsWith' as const, value: '@court.gov' },
      { field: 'email.hasAttachments', operator: 'exists' as const },
      { field: 'email.date', operator: 'greaterThan' as const, value: '2025-01-01' },
    ];
    expect(ruleProblems({ name: 'Court mail', conditions, actions: [run('auto-1')] }, own)).toEqual([]);
  });

  it('names the condition and what to fix', () => {
    expect(ruleProblems({ conditions: [{ field: '', operator: 'equals', value: 'x' }] }, own)).toEqual([RULE_MESSAGES.condition(0, AUTOMATION_MESSAGES.conditionField)]);
    expect(ruleProblems({ conditions: [{ field: 'email.subject', operator: 'startsWith', value: '' }] }, own)).toEqual([
      RULE_MESSAGES.condition(0, AUTOMATION_MESSAGES.conditionValue),
    ]);
    expect(ruleProblems({ conditions: [{ field: 'email.size', operator: 'lessThan', value: 'soon' }] }, own)).toEqual([
      RULE_MESSAGES.condition(0, AUTOMATION_MESSAGES.conditionOrderedValue),
    ]);
    expect(ruleProblems({ conditions: [{ field: 'subject', operator: 'contains', value: 'x' }] }, own)).toEqual([
      'Condition 1: The trigger does not provide "subject".',
    ]);
    expect(ruleProblems({ conditions: [{ field: 'email.subject', operator: 'matches' as never, value: 'x' }] }, own)[0]).toMatch(/^Condition 1: Choose how to compare/);
  });

  it('refuses a blank name, no actions and automations that are not the user’s', () => {
    expect(ruleProblems({ name: '  ' }, own)).toEqual([RULE_MESSAGES.nameRequired]);
    expect(ruleProblems({ actions: [] }, own)).toEqual([RULE_MESSAGES.actionRequired]);
    expect(ruleProblems({ actions: [run('auto-1'), run('someone-else')] }, own)).toEqual([RULE_MESSAGES.unknownAutomation('someone-else')]);
  });
});
