import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentNamed } from '../support/agent-helpers';
import { startFakeOpenAi, TEST_AI_KEY, type RecordedRequest, type ScriptedReply } from '../support/fake-openai';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

const messageOf = (request: RecordedRequest, role: 'system' | 'user') =>
  (request.body.messages as Array<{ role: string; content: string }>).find((message) => message.role === role)?.content ?? '';

/** E-mail received → the agent labels it: what a model might answer for "label every e-mail Hearing". */
const labelEveryEmail = (agentId: string) => ({
  schemaVersion: 1,
  nodes: [
    { id: 'trigger', type: 'trigger.email_received', typeVersion: 1, name: 'E-mail received', position: { x: 0, y: 0 }, parameters: { conditions: [] } },
    {
      id: 'label',
      type: 'agent_action',
      typeVersion: 1,
      name: 'Label it',
      position: { x: 0, y: 140 },
      parameters: {
        agentId,
        actionType: 'email.label',
        input: {
          accountId: { type: 'dynamic', path: 'email.accountId' },
          messageId: { type: 'dynamic', path: 'email.id' },
          addLabelIds: { type: 'static', value: ['Hearing'] },
        },
      },
    },
  ],
  edges: [{ id: 'trigger-label', source: 'trigger', sourceHandle: 'out', target: 'label', targetHandle: 'in' }],
});

/** The model answers by the description it was given; it reads the agent ids from the system prompt like a real one. */
function answer(request: RecordedRequest): ScriptedReply {
  const description = messageOf(request, 'user');
  const emailAgentId = /id "([^"]+)": E-mail Agent/.exec(messageOf(request, 'system'))?.[1] ?? 'none';
  if (description.startsWith('Label every e-mail')) return { status: 200, content: `\`\`\`json\n${JSON.stringify(labelEveryEmail(emailAgentId))}\n\`\`\`` };
  if (description.startsWith('Use a stranger')) return { status: 200, content: JSON.stringify(labelEveryEmail('agent-of-someone-else')) };
  if (description.startsWith('Write a poem')) return { status: 200, content: 'Roses are red; automations are JSON, mostly.' };
  return { status: 500 };
}

describe('drafting an automation from a description', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi(answer);
    t = await createTestApp({ ai: { apiKey: TEST_AI_KEY, baseUrl: fake.baseUrl, model: 'fake-model' } });
    cookie = (await signUpUser(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const draft = (description: string) => t.app.inject({ method: 'POST', url: '/api/automations/draft', headers: { cookie }, payload: { description } });

  it('says drafting is available', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/automations/draft', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: true, message: null });
  });

  it("asks the model at temperature 0.3 for JSON, telling it the node types and the user's agents, and returns the draft", async () => {
    const emailAgent = await agentNamed(t.app, cookie, 'E-mail Agent');
    const response = await draft('Label every e-mail about a hearing "Hearing".');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ definition: labelEveryEmail(emailAgent.id), problems: [] });

    const request = fake.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${TEST_AI_KEY}`);
    expect(request.body).toMatchObject({ model: 'fake-model', temperature: 0.3, response_format: { type: 'json_object' } });
    expect(messageOf(request, 'user')).toBe('Label every e-mail about a hearing "Hearing".');
    const system = messageOf(request, 'system');
    for (const text of ['"schemaVersion": 1', '"trigger.schedule"', '"approval"', '"email.label"', `id "${emailAgent.id}": E-mail Agent (email agent)`]) {
      expect(system).toContain(text);
    }
    // Nothing is saved: the editor shows the draft.
    expect((await t.app.inject({ method: 'GET', url: '/api/automations', headers: { cookie } })).json().automations).toEqual([]);
  });

  it('returns a draft that does not validate together with its problems', async () => {
    const response = await draft('Use a stranger to label my mail.');
    expect(response.statusCode).toBe(200);
    expect(response.json().problems).toEqual([{ nodeId: 'label', field: 'parameters.agentId', message: 'This agent no longer exists. Choose another one.' }]);
  });

  it('answers 502 with the spec message when the model does not reply with a definition', async () => {
    const response = await draft('Write a poem about my inbox.');
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toEqual({ code: 'invalid_ai_output', message: 'AI failed to return valid JSON for workflow.' });
  });

  it('answers 502 when the AI provider fails', async () => {
    const response = await draft('Anything at all.');
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toEqual({ code: 'ai_failed', message: 'Text generation service not configured or all methods failed.' });
  });

  it('asks for a description', async () => {
    const before = fake.requests.length;
    const response = await draft('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Describe what the automation should do.');
    expect(fake.requests.length).toBe(before);
  });
});

describe('drafting without an AI key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 503 ai_not_configured', async () => {
    const { cookie } = await signUpUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/automations/draft', headers: { cookie }, payload: { description: 'Label hearing notices.' } });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toEqual({ code: 'ai_not_configured', message: 'Drafting an automation from a description needs an AI key (OPENAI_API_KEY).' });
  });

  it('says in advance that drafting needs an AI key', async () => {
    const { cookie } = await signUpUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/automations/draft', headers: { cookie } });
    expect(response.json()).toEqual({ available: false, message: 'Drafting an automation from a description needs an AI key (OPENAI_API_KEY).' });
    expect((await t.app.inject({ method: 'GET', url: '/api/automations/draft' })).statusCode).toBe(401);
  });
});
