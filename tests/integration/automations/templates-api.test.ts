import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateDefinition } from '../../../domain/automation/validate';
import { agentNamed, agentsOf } from '../support/agent-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

interface Node {
  id: string;
  type: string;
  parameters: Record<string, unknown>;
}

describe('automation templates API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined && method === 'GET' ? {} : { payload: payload ?? {} }) });

  it('lists the two built-in templates, most popular first', async () => {
    const { cookie } = await signUpUser(t.app);
    const response = await call(cookie, 'GET', '/api/automation-templates');
    expect(response.statusCode).toBe(200);
    const templates = response.json().templates as Array<{ name: string; popularity: number; triggerType: string; category: string; definition: { nodes: Node[] } }>;
    expect(templates.map((template) => [template.name, template.popularity, template.triggerType])).toEqual([
      ['Email Classification', 42, 'trigger.email_received'],
      ['Meeting Notes Processor', 38, 'trigger.email_received'],
    ]);
    expect(templates[0]!.definition.nodes.find((node) => node.type === 'agent_action')?.parameters.agentId).toBe('{{agent:email}}');
    expect((await t.app.inject({ method: 'GET', url: '/api/automation-templates' })).statusCode).toBe(401);
  });

  it("creates a runnable version 1 from each template, its agents filled with the user's own", async () => {
    // A user who never opened the agents page: the starter agents are created for the template.
    const { cookie } = await signUpUser(t.app);
    for (const templateName of ['Email Classification', 'Meeting Notes Processor']) {
      const response = await call(cookie, 'POST', '/api/automations', { name: `My ${templateName}`, templateName });
      expect(response.statusCode, response.body).toBe(201);
      const automation = response.json().automation;
      expect(automation).toMatchObject({ status: 'inactive', currentVersion: 1, templateName, triggerType: 'trigger.email_received' });

      const agents = await agentsOf(t.app, cookie);
      const actions = (automation.definition.nodes as Node[]).filter((node) => node.type === 'agent_action');
      expect(actions.length).toBeGreaterThan(0);
      for (const action of actions) expect(agents.map((agent) => agent.id)).toContain(action.parameters.agentId);
      const problems = validateDefinition(automation.definition, {
        knownAgentIds: agents.map((agent) => agent.id),
        agentCapabilities: Object.fromEntries(agents.map((agent) => [agent.id, agent.capabilities])),
      });
      expect(problems).toEqual([]);

      const versions = (await call(cookie, 'GET', `/api/automations/${automation.id}/versions`)).json().versions;
      expect(versions).toEqual([expect.objectContaining({ version: 1, note: `From the template "${templateName}"` })]);
    }
    const emailAgent = await agentNamed(t.app, cookie, 'E-mail Agent');
    const taskAgent = await agentNamed(t.app, cookie, 'Task Agent');
    const meeting = (await call(cookie, 'GET', '/api/automations')).json().automations.find((a: { templateName: string }) => a.templateName === 'Meeting Notes Processor');
    const nodes = (await call(cookie, 'GET', `/api/automations/${meeting.id}`)).json().automation.definition.nodes as Node[];
    expect(nodes.find((node) => node.id === 'summarise')?.parameters.agentId).toBe(emailAgent.id);
    expect(nodes.find((node) => node.id === 'create_task')?.parameters.agentId).toBe(taskAgent.id);
  });

  it('says which agent is missing when nobody can do a step, and creates nothing', async () => {
    const { cookie } = await signUpUser(t.app);
    const taskAgent = await agentNamed(t.app, cookie, 'Task Agent');
    expect((await call(cookie, 'DELETE', `/api/agents/${taskAgent.id}`)).statusCode).toBe(204);

    const response = await call(cookie, 'POST', '/api/automations', { name: 'Notes', templateName: 'Meeting Notes Processor' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'missing_agents', message: 'This template needs an agent that can create a task, such as a task agent. Create one, then try again.' },
      problems: [{ nodeId: 'create_task', field: 'parameters.agentId' }],
      missingAgents: [{ nodeId: 'create_task', agentType: 'task', actionType: 'task.create' }],
    });
    expect((await call(cookie, 'GET', '/api/automations')).json().automations).toEqual([]);
  });

  it('answers Template not found for an unknown template', async () => {
    const { cookie } = await signUpUser(t.app);
    const response = await call(cookie, 'POST', '/api/automations', { name: 'Nope', templateName: 'Invoice Chaser' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Template not found');
    expect((await call(cookie, 'GET', '/api/automations')).json().automations).toEqual([]);
  });
});
