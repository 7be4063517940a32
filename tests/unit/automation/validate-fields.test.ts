import { describe, expect, it } from 'vitest';
import type { AutomationNode, Schedule } from '../../../domain/automation/definition';
import { AUTOMATION_MESSAGES as M } from '../../../domain/automation/messages';
import { DEFAULT_NODE_RETRY } from '../../../domain/automation/node-types';
import { validateDefinition } from '../../../domain/automation/validate';
import { action, chain, definition, edge, emailTrigger, fromEmail, node } from './builders';

const end = node('end', 'end');
const problemsOf = (...steps: AutomationNode[]) => validateDefinition(chain(emailTrigger(), ...steps, end));
const messagesOf = (...steps: AutomationNode[]) => problemsOf(...steps).map(({ field, message }) => ({ field, message }));

describe('required parameters', () => {
  it('a condition needs a field, an operator and (except for exists) a value', () => {
    expect(messagesOf(node('c', 'condition', { field: '', operator: 'equals', value: '' }))).toEqual([
      { field: 'parameters.field', message: M.conditionField },
      { field: 'parameters.value', message: M.conditionValue },
    ]);
    expect(messagesOf(node('c', 'condition', { field: 'email.subject', operator: 'like' as never, value: 'x' }))).toEqual([{ field: 'parameters.operator', message: M.conditionOperator }]);
    expect(messagesOf(node('c', 'condition', { field: 'email.subject', operator: 'exists', value: undefined }))).toEqual([]);
  });

  it('greaterThan/lessThan need a number or a date', () => {
    expect(messagesOf(node('c', 'condition', { field: 'email.date', operator: 'greaterThan', value: 'soon' }))).toEqual([{ field: 'parameters.value', message: M.conditionOrderedValue }]);
    expect(messagesOf(node('c', 'condition', { field: 'email.date', operator: 'greaterThan', value: '2025-03-10' }))).toEqual([]);
    expect(messagesOf(node('c', 'condition', { field: 'email.date', operator: 'lessThan', value: 5 }))).toEqual([]);
  });

  it('an agent action needs an agent and an action type; unknown types get the spec text', () => {
    expect(messagesOf(node('a', 'agent_action'))).toEqual([
      { field: 'parameters.agentId', message: M.agentRequired },
      { field: 'parameters.actionType', message: M.actionTypeRequired },
    ]);
    expect(messagesOf(action('a', 'email.teleport', {}))).toEqual([{ field: 'parameters.actionType', message: 'Unknown action type: email.teleport' }]);
  });

  it("an action's required inputs, and one of its alternatives, must be given", () => {
    expect(messagesOf(action('a', 'task.create', { title: { type: 'static', value: '  ' } }))).toEqual([{ field: 'parameters.input.title', message: 'Title is required.' }]);
    expect(messagesOf(action('a', 'ai.summarise', {}))).toEqual([{ field: 'parameters.input', message: 'Give the text to work on, or the e-mail to read (mail account and e-mail).' }]);
    expect(messagesOf(action('a', 'ai.summarise', { text: { type: 'dynamic', path: 'email.text' } }))).toEqual([]);
    expect(messagesOf(action('a', 'email.move', { ...fromEmail }))).toEqual([{ field: 'parameters.input.folderId', message: 'Folder is required.' }]);
  });

  it('a delay needs an amount above 0 and at most a year', () => {
    expect(messagesOf(node('d', 'delay', { amount: 0, unit: 'minutes' }))).toEqual([{ field: 'parameters.amount', message: M.delayAmount }]);
    expect(messagesOf(node('d', 'delay', { amount: -2, unit: 'hours' }))).toEqual([{ field: 'parameters.amount', message: M.delayAmount }]);
    expect(messagesOf(node('d', 'delay', { amount: 366, unit: 'days' }))).toEqual([{ field: 'parameters.amount', message: 'A wait can be at most 365 days.' }]);
    expect(messagesOf(node('d', 'delay', { amount: 90, unit: 'seconds' }))).toEqual([]);
  });

  it('an approval expires after 1 second to 30 days', () => {
    expect(messagesOf(node('ok', 'approval', { expiresInSeconds: 0 }))).toEqual([{ field: 'parameters.expiresInSeconds', message: M.approvalExpiry('1 second', '30 days') }]);
    expect(messagesOf(node('ok', 'approval', { expiresInSeconds: 31 * 86_400 }))).toHaveLength(1);
  });

  it('a schedule trigger needs a start date and time, and a complete recurrence', () => {
    const schedule = (parameters: Partial<Schedule>) =>
      validateDefinition(chain(node('trigger', 'trigger.schedule', parameters), end)).map(({ field, message }) => ({ field, message }));
    expect(schedule({ type: 'once', startDate: '', time: '9am' })).toEqual([
      { field: 'parameters.startDate', message: M.scheduleStartDate },
      { field: 'parameters.time', message: M.scheduleTime },
    ]);
    expect(schedule({ type: 'once', startDate: '2025-02-30', time: '09:00' })).toEqual([{ field: 'parameters.startDate', message: M.scheduleStartDate }]);
    expect(schedule({ type: 'recurring', startDate: '2025-03-01', time: '09:00' })).toEqual([{ field: 'parameters.recurrence.frequency', message: M.scheduleRecurrence }]);
    expect(schedule({ type: 'recurring', startDate: '2025-03-01', time: '09:00', recurrence: { frequency: 'daily', interval: 0 } })).toEqual([
      { field: 'parameters.recurrence.interval', message: M.scheduleInterval },
    ]);
    expect(schedule({ type: 'recurring', startDate: '2025-03-01', time: '09:00', recurrence: { frequency: 'weekly', interval: 1, daysOfWeek: [1, 7] } })).toEqual([
      { field: 'parameters.recurrence.daysOfWeek', message: M.scheduleDaysOfWeek },
    ]);
    expect(schedule({ type: 'recurring', startDate: '2025-03-01', time: '09:00', recurrence: { frequency: 'monthly', interval: 1, dayOfMonth: 32 } })).toEqual([
      { field: 'parameters.recurrence.dayOfMonth', message: M.scheduleDayOfMonth },
    ]);
    expect(schedule({ type: 'once', startDate: '2025-03-01', time: '09:00', endDate: '2025-02-01' })).toEqual([{ field: 'parameters.endDate', message: M.scheduleEndBeforeStart }]);
    expect(schedule({ type: 'recurring', startDate: '2025-03-01', time: '23:59', recurrence: { frequency: 'hourly', interval: 6 }, endDate: null })).toEqual([]);
  });

  it('a step needs a name, a known version, and retry settings only where they apply', () => {
    expect(messagesOf(node('d', 'delay', {}, { name: ' ' }))).toEqual([{ field: 'name', message: M.nameRequired }]);
    expect(messagesOf(node('d', 'delay', {}, { typeVersion: 2 }))).toEqual([{ field: 'typeVersion', message: M.newerTypeVersion }]);
    const retry = DEFAULT_NODE_RETRY;
    expect(retry).toEqual({ maximumAttempts: 3, initialIntervalSeconds: 1, backoffCoefficient: 2 });
    expect(messagesOf(node('d', 'delay', {}, { retry }))).toEqual([{ field: 'retry', message: M.retryNotApplicable }]);
    const send = action('a', 'email.archive', { ...fromEmail });
    expect(messagesOf({ ...send, retry })).toEqual([]);
    expect(messagesOf({ ...send, retry: { maximumAttempts: 0.5, initialIntervalSeconds: 0, backoffCoefficient: 0.5 } }).map((problem) => problem.field)).toEqual([
      'retry.maximumAttempts',
      'retry.initialIntervalSeconds',
      'retry.backoffCoefficient',
    ]);
  });
});

describe('agents and capabilities', () => {
  const archive = action('a', 'email.archive', { ...fromEmail }, { agentId: 'agent-1' });
  const run = (options: Parameters<typeof validateDefinition>[1]) => validateDefinition(chain(emailTrigger(), archive, end), options);

  it("flags an agent that lacks the action's capability, with the spec text", () => {
    expect(run({ agentCapabilities: { 'agent-1': ['ai.summarise'] } })).toEqual([
      { nodeId: 'a', field: 'parameters.agentId', message: 'Agent does not have the capability to perform action: email.archive' },
    ]);
    expect(run({ agentCapabilities: { 'agent-1': ['email.archive'] } })).toEqual([]);
  });

  it('flags an agent the user does not have, and a template placeholder left in place', () => {
    expect(run({ knownAgentIds: ['agent-2'] })).toEqual([{ nodeId: 'a', field: 'parameters.agentId', message: M.agentUnknown }]);
    const placeholder = action('a', 'email.archive', { ...fromEmail }, { agentId: '{{agent:email}}' });
    expect(validateDefinition(chain(emailTrigger(), placeholder, end), { knownAgentIds: ['agent-1'] })).toEqual([
      { nodeId: 'a', field: 'parameters.agentId', message: M.agentRequired },
    ]);
  });
});

describe('where values come from', () => {
  const summarise = action('sum', 'ai.summarise', { ...fromEmail }, { outputMapping: { summary: 'text' } });

  it('dynamic paths must exist in the trigger data and fit the input', () => {
    expect(messagesOf(action('a', 'ai.summarise', { text: { type: 'dynamic', path: 'email.subjct' } }))).toEqual([{ field: 'parameters.input.text', message: M.unknownTriggerField('email.subjct') }]);
    expect(messagesOf(action('a', 'ai.summarise', { text: { type: 'dynamic', path: ' ' } }))[0]).toEqual({ field: 'parameters.input.text', message: M.dynamicPathRequired });
    expect(messagesOf(action('a', 'calendar.create_event', { title: { type: 'dynamic', path: 'email.subject' }, start: { type: 'dynamic', path: 'email.subject' } }))).toEqual([
      { field: 'parameters.input.start', message: 'Start needs a date and time, but "email.subject" is text.' },
    ]);
    expect(messagesOf(action('a', 'calendar.create_event', { title: { type: 'dynamic', path: 'email.subject' }, start: { type: 'dynamic', path: 'email.date' } }))).toEqual([]);
  });

  it('static values must fit the input', () => {
    expect(messagesOf(action('a', 'task.create', { title: { type: 'static', value: 'Call' }, tags: { type: 'static', value: 'urgent' } }))).toEqual([
      { field: 'parameters.input.tags', message: 'Tags must be a list of text.' },
    ]);
    expect(messagesOf(action('a', 'task.create', { title: { type: 'static', value: 'Call' }, dueDate: { type: 'static', value: 'next week' } }))).toEqual([
      { field: 'parameters.input.dueDate', message: 'Due date must be a date and time.' },
    ]);
    expect(messagesOf(action('a', 'task.create', { title: { type: 'static', value: 'Call' }, dueDate: { type: 'static', value: '2025-03-10T09:00' } }))).toEqual([]);
  });

  it('previous mappings need an earlier step with that output, of a fitting type', () => {
    const task = (binding: { stepId: string; path: string }, param = 'description') =>
      action('task', 'task.create', { title: { type: 'static', value: 'Follow up' }, [param]: { type: 'previous', ...binding } });
    expect(messagesOf(summarise, task({ stepId: 'sum', path: 'summary' }))).toEqual([]);
    expect(messagesOf(summarise, task({ stepId: 'sum', path: 'text' }))).toEqual([]);
    expect(messagesOf(summarise, task({ stepId: 'sum', path: 'category' }))).toEqual([{ field: 'parameters.input.description', message: M.previousPathUnknown('sum', 'category') }]);
    expect(messagesOf(summarise, task({ stepId: 'sum', path: 'summary' }, 'tags'))).toEqual([
      { field: 'parameters.input.tags', message: 'Tags needs a list of text, but "sum.summary" is text.' },
    ]);
    expect(messagesOf(summarise, task({ stepId: 'gone', path: 'x' }))).toEqual([{ field: 'parameters.input.description', message: M.previousStepMissing('gone') }]);
    expect(messagesOf(summarise, task({ stepId: '', path: 'x' }))).toEqual([{ field: 'parameters.input.description', message: M.previousStepRequired }]);
    expect(messagesOf(node('wait', 'delay'), task({ stepId: 'wait', path: '' }))).toEqual([{ field: 'parameters.input.description', message: M.previousStepNoOutput('wait') }]);
    expect(messagesOf(task({ stepId: 'task', path: 'taskId' }))).toEqual([{ field: 'parameters.input.description', message: M.previousStepNotBefore('task') }]);
  });

  it('previous mappings must come before on every path, not just one branch', () => {
    const check = node('check', 'condition', { field: 'email.subject', operator: 'contains', value: 'notes' });
    const task = action('task', 'task.create', { title: { type: 'static', value: 'x' }, description: { type: 'previous', stepId: 'sum', path: 'summary' } });
    const later = action('later', 'task.create', { title: { type: 'static', value: 'x' }, description: { type: 'previous', stepId: 'sum', path: 'summary' } });
    const def = definition([emailTrigger(), check, summarise, task, node('end', 'end'), later], [
      edge('trigger', 'check'),
      edge('check', 'sum', 'true'),
      edge('sum', 'task'),
      edge('check', 'task', 'false'),
      edge('task', 'end'),
      edge('sum', 'later'),
    ]);
    expect(validateDefinition(def)).toEqual([{ nodeId: 'task', field: 'parameters.input.description', message: M.previousStepNotBefore('sum') }]);
  });

  it("condition fields read trigger data or an earlier step's output", () => {
    const classify = action('classify', 'ai.classify', { ...fromEmail }, { outputMapping: { category: 'text' } });
    const condition = (field: string) => node('check', 'condition', { field, operator: 'contains', value: 'Hearing' });
    expect(messagesOf(classify, condition('steps.classify.category'))).toEqual([]);
    expect(messagesOf(classify, condition('email.subject'))).toEqual([]);
    expect(messagesOf(classify, condition('steps.classify.label'))).toEqual([{ field: 'parameters.field', message: M.previousPathUnknown('classify', 'label') }]);
    expect(messagesOf(classify, condition('subject'))).toEqual([{ field: 'parameters.field', message: M.unknownField('subject') }]);
    expect(messagesOf(condition('steps.classify.category'))).toEqual([{ field: 'parameters.field', message: M.previousStepMissing('classify') }]);
  });

  it("trigger conditions read the trigger's own data", () => {
    const def = chain(emailTrigger('trigger', [{ field: 'email.subjet', operator: 'contains', value: 'x' }, { field: 'email.subject', operator: 'contains' }]), end);
    expect(validateDefinition(def)).toEqual([
      { nodeId: 'trigger', field: 'parameters.conditions.1.value', message: M.conditionValue },
      { nodeId: 'trigger', field: 'parameters.conditions.0.field', message: M.unknownTriggerField('email.subjet') },
    ]);
  });

  it('output mappings must name an output the action gives', () => {
    expect(messagesOf(action('a', 'ai.classify', { ...fromEmail }, { outputMapping: { category: 'label', '': 'text' } }))).toEqual([
      { field: 'parameters.outputMapping.category', message: M.outputPathUnknown('label') },
      { field: 'parameters.outputMapping', message: M.outputNameRequired },
    ]);
  });
});
