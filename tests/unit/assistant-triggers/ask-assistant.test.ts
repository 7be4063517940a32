import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, actionRequestProblem, isActionType } from '../../../domain/agents/action-types';
import { SEEDED_AGENTS, TYPED_AGENT_DEFAULTS } from '../../../domain/agents/agent-defaults';
import { requiresApproval } from '../../../domain/agents/approval-policy';
import { assistantTriggerDefinition, assistantTriggerProblem, readAssistantTrigger, type AssistantTriggerSpec } from '../../../domain/assistant-triggers/definition';
import { composeQuestion, detailText, MAX_QUESTION_CHARS, sourceLabel } from '../../../domain/assistant-triggers/question';
import { ACTION_CATALOGUE } from '../../../domain/automation/action-catalogue';
import { validateDefinition } from '../../../domain/automation/validate';

const spec = (overrides: Partial<AssistantTriggerSpec> = {}): AssistantTriggerSpec => ({
  assistantId: '7d0f3c8e-5a43-4a5e-9d1e-0c6b1f2a3b4c',
  assistantName: 'Legal Research',
  question: 'Which deadline does this e-mail set?',
  event: { type: 'email', conditions: [{ field: 'email.subject', operator: 'contains', value: 'hearing' }] },
  followUp: 'none',
  askAgentId: 'runner',
  followUpAgentId: null,
  ...overrides,
});

const agents = (capabilities: Record<string, string[]>) => ({ knownAgentIds: Object.keys(capabilities), agentCapabilities: capabilities });

describe('the "Ask an assistant" action', () => {
  it('is an action type of risk none that needs no approval, labelled in plain words', () => {
    expect(isActionType('ai.ask_assistant')).toBe(true);
    expect(ACTION_TYPES['ai.ask_assistant']).toEqual({ risk: 'none', label: 'Ask an assistant' });
    expect(requiresApproval('ai.ask_assistant', 'supervised')).toBe(false);
    expect(requiresApproval('ai.ask_assistant', 'supervised', true)).toBe(true);
  });

  it('is given to no agent by default: the seeded and typed agents keep their capabilities', () => {
    for (const agent of SEEDED_AGENTS) expect(agent.capabilities).not.toContain('ai.ask_assistant');
    for (const defaults of Object.values(TYPED_AGENT_DEFAULTS)) expect(defaults.capabilities).not.toContain('ai.ask_assistant');
    expect(actionRequestProblem('ai.ask_assistant', ['ai.summarise', 'ai.draft'])).toBe('Agent does not have the capability to perform action: ai.ask_assistant');
    expect(actionRequestProblem('ai.ask_assistant', ['ai.ask_assistant'])).toBeNull();
  });

  it('takes an assistant and a question (required) and the run\'s subject and details, and gives the answer and its sources', () => {
    const entry = ACTION_CATALOGUE['ai.ask_assistant'];
    expect(entry.inputs).toEqual({
      assistantId: { type: 'string', label: 'Assistant', required: true },
      question: { type: 'string', label: 'Question', required: true },
      subject: { type: 'string', label: 'Subject' },
      details: { type: 'string', label: 'Details' },
    });
    expect(entry.outputs).toEqual({ answer: 'string', sources: 'string[]', sourceCount: 'number', citationCount: 'number', model: 'string' });
  });

  it('the catalogue describes every action type, and nothing else', () => {
    expect(Object.keys(ACTION_CATALOGUE).sort()).toEqual(Object.keys(ACTION_TYPES).sort());
  });
});

describe('the question the assistant is asked', () => {
  it('is the question, then the subject and the details the run gave', () => {
    expect(composeQuestion('  What is due? ', 'Hearing notice', 'The hearing is on 3 March.')).toBe('What is due?\n\nSubject: Hearing notice\n\nThe hearing is on 3 March.');
    expect(composeQuestion('What is due?')).toBe('What is due?');
    expect(composeQuestion('What is due?', '', null)).toBe('What is due?');
  });

  it('shows a webhook body as JSON and cuts the whole to 10000 characters', () => {
    expect(detailText({ kind: 'filing' })).toBe('{\n  "kind": "filing"\n}');
    expect(detailText(42)).toBe('42');
    expect(composeQuestion('Q', undefined, 'x'.repeat(20_000))).toHaveLength(MAX_QUESTION_CHARS);
  });

  it('names a source by its document and page', () => {
    expect(sourceLabel({ documentTitle: 'Lease.pdf', page: 3 })).toBe('Lease.pdf, page 3');
    expect(sourceLabel({ documentTitle: 'Notes', page: null })).toBe('Notes');
  });
});

describe('an assistant trigger as an automation', () => {
  it('an e-mail trigger asks with the e-mail\'s subject and body and validates with an agent that can ask', () => {
    const definition = assistantTriggerDefinition(spec());
    expect(definition.nodes.map((node) => node.type)).toEqual(['trigger.email_received', 'agent_action']);
    expect(definition.nodes[0]!.parameters).toEqual({ conditions: [{ field: 'email.subject', operator: 'contains', value: 'hearing' }] });
    const ask = definition.nodes[1]!;
    expect(ask.name).toBe('Ask Legal Research');
    expect(ask.parameters).toMatchObject({
      agentId: 'runner',
      actionType: 'ai.ask_assistant',
      input: {
        assistantId: { type: 'static', value: '7d0f3c8e-5a43-4a5e-9d1e-0c6b1f2a3b4c' },
        question: { type: 'static', value: 'Which deadline does this e-mail set?' },
        subject: { type: 'dynamic', path: 'email.subject' },
        details: { type: 'dynamic', path: 'email.text' },
      },
    });
    expect(validateDefinition(definition, agents({ runner: ['ai.ask_assistant'] }))).toEqual([]);
  });

  it('is refused for an agent without the capability, and without a question', () => {
    const problems = validateDefinition(assistantTriggerDefinition(spec()), agents({ runner: ['ai.summarise'] }));
    expect(problems).toContainEqual(expect.objectContaining({ nodeId: 'ask', field: 'parameters.agentId' }));
    const noQuestion = assistantTriggerDefinition(spec({ question: '  ' }));
    expect(validateDefinition(noQuestion, agents({ runner: ['ai.ask_assistant'] }))).toContainEqual(
      expect.objectContaining({ nodeId: 'ask', field: 'parameters.input.question', message: 'Question is required.' }),
    );
    expect(assistantTriggerProblem(' ', { type: 'webhook' }, 'none')).toBe('Write the question the assistant should answer.');
  });

  it('a webhook trigger passes the call\'s body; a schedule passes nothing; both validate', () => {
    const webhook = assistantTriggerDefinition(spec({ event: { type: 'webhook' } }));
    expect(webhook.nodes[1]!.parameters).toMatchObject({ input: { details: { type: 'dynamic', path: 'webhook.body' } } });
    const schedule = assistantTriggerDefinition(spec({ event: { type: 'schedule', schedule: { type: 'recurring', startDate: '2026-12-01', time: '08:00', recurrence: { frequency: 'daily', interval: 1 }, enabled: true } } }));
    expect(Object.keys((schedule.nodes[1]!.parameters as { input: object }).input)).toEqual(['assistantId', 'question']);
    for (const definition of [webhook, schedule]) expect(validateDefinition(definition, agents({ runner: ['ai.ask_assistant'] }))).toEqual([]);
  });

  it('a follow-up puts the answer in a task, or in a draft reply to the e-mail', () => {
    const task = assistantTriggerDefinition(spec({ followUp: 'task', followUpAgentId: 'tasks' }));
    expect(task.nodes[2]).toMatchObject({ type: 'agent_action', parameters: { agentId: 'tasks', actionType: 'task.create', input: { description: { type: 'previous', stepId: 'ask', path: 'answer' } } } });
    expect(task.edges.map((edge) => `${edge.source}->${edge.target}`)).toEqual(['trigger->ask', 'ask->follow-up']);
    expect(validateDefinition(task, agents({ runner: ['ai.ask_assistant'], tasks: ['task.create'] }))).toEqual([]);

    const draft = assistantTriggerDefinition(spec({ followUp: 'draft_reply', followUpAgentId: 'mail' }));
    expect(draft.nodes[2]).toMatchObject({ parameters: { actionType: 'email.draft_reply', input: { messageId: { type: 'dynamic', path: 'email.id' }, body: { type: 'previous', stepId: 'ask', path: 'answer' } } } });
    expect(validateDefinition(draft, agents({ runner: ['ai.ask_assistant'], mail: ['email.draft_reply'] }))).toEqual([]);
    expect(assistantTriggerProblem('Q', { type: 'webhook' }, 'draft_reply')).toBe('A draft reply needs an e-mail to reply to: choose "A new e-mail arrives" as the event.');
  });

  it('reads back the assistant, question, event and follow-ups of a definition, and null when it asks no assistant', () => {
    const read = readAssistantTrigger(assistantTriggerDefinition(spec({ followUp: 'task', followUpAgentId: 'tasks' })));
    expect(read).toEqual({
      askNodeId: 'ask',
      assistantId: '7d0f3c8e-5a43-4a5e-9d1e-0c6b1f2a3b4c',
      question: 'Which deadline does this e-mail set?',
      event: { type: 'email', accountId: null, conditions: [{ field: 'email.subject', operator: 'contains', value: 'hearing' }] },
      followUps: ['Create a task'],
    });
    const plain = assistantTriggerDefinition(spec());
    plain.nodes[1] = { ...plain.nodes[1]!, parameters: { agentId: 'runner', actionType: 'ai.summarise', input: {} } } as (typeof plain.nodes)[number];
    expect(readAssistantTrigger(plain)).toBeNull();
    expect(readAssistantTrigger(null)).toBeNull();
  });
});
