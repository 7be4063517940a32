import type { ProductClient } from './product-client';

const node = (id: string, type: string, parameters: Record<string, unknown>, x: number) => ({ id, type, typeVersion: 1, name: id, position: { x, y: 0 }, parameters });
const edge = (id: string, source: string, sourceHandle: string, target: string) => ({ id, source, sourceHandle, target, targetHandle: 'in' });

/** webhook → condition (value > 5) → end / end: the peer comparison's automation. */
export const WEBHOOK_AUTOMATION = {
  schemaVersion: 1,
  nodes: [node('t', 'trigger.webhook', { conditions: [] }, 0), node('c', 'condition', { field: 'webhook.body.value', operator: 'greaterThan', value: 5 }, 200), node('yes', 'end', {}, 400), node('no', 'end', {}, 400)],
  edges: [edge('a', 't', 'out', 'c'), edge('b', 'c', 'true', 'yes'), edge('d', 'c', 'false', 'no')],
};

export const MANUAL_AUTOMATION = {
  schemaVersion: 1,
  nodes: [node('t', 'trigger.manual', {}, 0), node('e', 'end', {}, 200)],
  edges: [edge('a', 't', 'out', 'e')],
};

export interface Workspace {
  webhookAutomationId: string;
  manualAutomationId: string;
  hook: { url: string; headerName: string; secret: string };
  taskAgentId: string;
}

/** A user with two active automations and the id of the Task Agent, set up before any crash. */
export async function setUpWorkspace(client: ProductClient): Promise<Workspace> {
  await client.expect(201, 'POST', '/api/auth/signup', { email: `crash.${Date.now()}@example-firm.com`, password: 'Correct-Horse-9-Battery', firstName: 'Rosa', lastName: 'Delgado' });
  const webhookAutomationId = await activeAutomation(client, 'Intake webhook', WEBHOOK_AUTOMATION);
  const manualAutomationId = await activeAutomation(client, 'By hand', MANUAL_AUTOMATION);
  const hook = await client.expect<Workspace['hook']>(200, 'GET', `/api/automations/${webhookAutomationId}/webhook`);
  const { agents } = await client.expect<{ agents: Array<{ id: string; name: string }> }>(200, 'GET', '/api/agents');
  const taskAgentId = agents.find((agent) => agent.name === 'Task Agent')!.id;
  return { webhookAutomationId, manualAutomationId, hook, taskAgentId };
}

async function activeAutomation(client: ProductClient, name: string, definition: unknown): Promise<string> {
  const { automation } = await client.expect<{ automation: { id: string } }>(201, 'POST', '/api/automations', { name, definition });
  await client.expect(200, 'PATCH', `/api/automations/${automation.id}`, { status: 'active' });
  return automation.id;
}

/** A webhook call as an outside system makes it: its own path and secret, an Idempotency-Key it retries with. */
export function callWebhook(client: ProductClient, workspace: Workspace, key: string, value: number) {
  const path = new URL(workspace.hook.url).pathname;
  return client.attempt('POST', path, { value }, { [workspace.hook.headerName]: workspace.hook.secret, 'idempotency-key': key });
}
