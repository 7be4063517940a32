import { describe, expect, it } from 'vitest';
import { TYPED_AGENT_DEFAULTS } from '../../../domain/agents/agent-defaults';
import { CATEGORIES } from '../../../domain/analysis/offline/classification';
import { evaluateCondition } from '../../../domain/automation/conditions';
import { eventTriggerOf, processEvent, newAutomationEvent } from '../../../domain/automation/event-rules';
import { applyOutputMapping, conditionData, resolveInput, type RunData } from '../../../domain/automation/mapping';
import { parseDefinition } from '../../../domain/automation/parse';
import { AUTOMATION_TEMPLATES, EMAIL_CLASSIFICATION_TEMPLATE, MEETING_NOTES_TEMPLATE, fillTemplateAgents, type TemplateAgent } from '../../../domain/automation/templates';
import { validateDefinition } from '../../../domain/automation/validate';

const emailAgent: TemplateAgent = { id: 'email-agent', type: 'email', status: 'active', capabilities: TYPED_AGENT_DEFAULTS.email.capabilities };
const taskAgent: TemplateAgent = { id: 'task-agent', type: 'task', status: 'idle', capabilities: TYPED_AGENT_DEFAULTS.task.capabilities };
const research: TemplateAgent = { id: 'research', type: 'research', status: 'active', capabilities: ['ai.summarise', 'ai.classify', 'ai.draft'] };
const agents = [research, emailAgent, taskAgent];
const options = {
  knownAgentIds: agents.map((agent) => agent.id),
  agentCapabilities: Object.fromEntries(agents.map((agent) => [agent.id, agent.capabilities])),
};

describe('built-in templates (seed 001 §2, §3)', () => {
  it('are Email Classification (42) and Meeting Notes Processor (38)', () => {
    expect(AUTOMATION_TEMPLATES.map((template) => [template.name, template.popularity])).toEqual([
      ['Email Classification', 42],
      ['Meeting Notes Processor', 38],
    ]);
  });

  it.each(AUTOMATION_TEMPLATES.map((template) => [template.name, template] as const))('%s is a valid definition of the schema', (_name, template) => {
    expect(parseDefinition(template.definition).ok).toBe(true);
    expect(validateDefinition(template.definition)).toEqual([]);
  });

  it.each(AUTOMATION_TEMPLATES.map((template) => [template.name, template] as const))('%s is valid once filled with the user agents', (_name, template) => {
    const filled = fillTemplateAgents(template.definition, agents);
    if (!filled.ok) throw new Error(JSON.stringify(filled.missing));
    expect(validateDefinition(filled.definition, options)).toEqual([]);
    expect(JSON.stringify(filled.definition)).not.toContain('{{agent:');
  });

  it('prefers an agent of the asked-for type, then falls back to any capable one', () => {
    const filled = fillTemplateAgents(MEETING_NOTES_TEMPLATE.definition, agents);
    const agentOf = (definition: typeof MEETING_NOTES_TEMPLATE.definition, id: string) => definition.nodes.find((node) => node.id === id)?.parameters;
    expect(filled.ok && agentOf(filled.definition, 'summarise')).toMatchObject({ agentId: 'email-agent' });
    expect(filled.ok && agentOf(filled.definition, 'create_task')).toMatchObject({ agentId: 'task-agent' });
    const fallback = fillTemplateAgents(MEETING_NOTES_TEMPLATE.definition, [research, taskAgent]);
    expect(fallback.ok && agentOf(fallback.definition, 'summarise')).toMatchObject({ agentId: 'research' });
  });

  it('lists the actions no agent of the user can do', () => {
    const filled = fillTemplateAgents(EMAIL_CLASSIFICATION_TEMPLATE.definition, [research, { ...emailAgent, status: 'inactive' }]);
    expect(filled).toEqual({
      ok: false,
      missing: [
        {
          nodeId: 'label_hearing',
          agentType: 'email',
          actionType: 'email.label',
          message: 'This template needs an agent that can label an e-mail, such as an email agent. Create one, then try again.',
        },
      ],
    });
    expect(EMAIL_CLASSIFICATION_TEMPLATE.definition.nodes.find((node) => node.id === 'classify')?.parameters).toMatchObject({ agentId: '{{agent:email}}' });
  });
});

describe('the templates carry data the way a run would', () => {
  const email = { id: 'm1', accountId: 'acc1', subject: 'Meeting Notes — Smith deposition prep', text: '…' };

  it('Email Classification labels hearing notices', () => {
    const classify = EMAIL_CLASSIFICATION_TEMPLATE.definition.nodes.find((node) => node.id === 'classify')!;
    const check = EMAIL_CLASSIFICATION_TEMPLATE.definition.nodes.find((node) => node.id === 'is_hearing')!;
    if (classify.type !== 'agent_action' || check.type !== 'condition') throw new Error('unexpected template');
    const run: RunData = { trigger: { email }, steps: {} };
    expect(resolveInput(classify.parameters.input, run)).toEqual({ ok: true, params: { accountId: 'acc1', messageId: 'm1' } });
    run.steps.classify = applyOutputMapping({ text: 'Hearing Notice', analyser: 'offline' }, classify.parameters.outputMapping);
    expect(evaluateCondition(check.parameters, conditionData(run))).toBe(true);
    run.steps.classify = applyOutputMapping({ text: 'Billing', analyser: 'offline' }, classify.parameters.outputMapping);
    expect(evaluateCondition(check.parameters, conditionData(run))).toBe(false);
  });

  it("Email Classification's condition is true for the offline analyser's hearing category and for no other", () => {
    const classify = EMAIL_CLASSIFICATION_TEMPLATE.definition.nodes.find((node) => node.id === 'classify')!;
    const check = EMAIL_CLASSIFICATION_TEMPLATE.definition.nodes.find((node) => node.id === 'is_hearing')!;
    if (classify.type !== 'agent_action' || check.type !== 'condition') throw new Error('unexpected template');
    const matches = (category: string) =>
      evaluateCondition(check.parameters, conditionData({ trigger: { email }, steps: { classify: applyOutputMapping({ text: category, analyser: 'offline' }, classify.parameters.outputMapping) } }));
    expect(Object.values(CATEGORIES).filter(matches)).toEqual([CATEGORIES.hearing]);
  });

  it('Email Classification names its label, for the e-mail executor to find or create in the mailbox', () => {
    const label = EMAIL_CLASSIFICATION_TEMPLATE.definition.nodes.find((node) => node.id === 'label_hearing')!;
    if (label.type !== 'agent_action') throw new Error('unexpected template');
    expect(resolveInput(label.parameters.input, { trigger: { email }, steps: {} })).toEqual({ ok: true, params: { accountId: 'acc1', messageId: 'm1', addLabelIds: ['Hearing'] } });
  });

  it('Meeting Notes Processor only runs for meeting notes and makes a task from the summary', () => {
    const definition = MEETING_NOTES_TEMPLATE.definition;
    const trigger = eventTriggerOf(definition, true);
    const event = (subject: string) => newAutomationEvent({ id: 'ev', triggerId: 'trigger', timestamp: new Date('2025-03-10T16:00:00Z'), data: { email: { ...email, subject } } });
    expect(processEvent(event('Meeting notes for Tuesday'), trigger).shouldRun).toBe(true);
    expect(processEvent(event('Invoice 42'), trigger)).toMatchObject({ shouldRun: false, event: { status: 'completed', workflowRunIds: [] } });

    const summarise = definition.nodes.find((node) => node.id === 'summarise')!;
    const createTask = definition.nodes.find((node) => node.id === 'create_task')!;
    if (summarise.type !== 'agent_action' || createTask.type !== 'agent_action') throw new Error('unexpected template');
    const run: RunData = { trigger: { email }, steps: { summarise: applyOutputMapping({ text: 'Prep the witness.', analyser: 'offline' }, summarise.parameters.outputMapping) } };
    expect(resolveInput(createTask.parameters.input, run)).toEqual({
      ok: true,
      params: { title: email.subject, description: 'Prep the witness.', tags: ['meeting-notes'] },
    });
  });
});
