/**
 * Helpers for the interpreter tests: automations written straight into the database (versions and all),
 * runs started and watched through the runs API.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../../db/schema';
import type { RunDetail, RunSummary } from '../../../domain/automation/contract';
import {
  AUTOMATION_SCHEMA_VERSION,
  type AutomationDefinition,
  type AutomationEdge,
  type AutomationNode,
  type InputBinding,
  type NodeParametersByType,
  type NodeType,
  type RetryPolicy,
} from '../../../domain/automation/definition';
import { defaultParameters, NODE_TYPES } from '../../../domain/automation/node-types';
import { agentNamed } from '../support/agent-helpers';
import { signUpUser, type TestApp } from '../support/test-app';

export function step<T extends NodeType>(id: string, type: T, parameters: Partial<NodeParametersByType[T]> = {}, retry?: RetryPolicy): AutomationNode {
  return { id, type, typeVersion: 1, name: id, position: { x: 0, y: 0 }, parameters: { ...defaultParameters(type), ...parameters }, ...(retry ? { retry } : {}) } as AutomationNode;
}

export const manualTrigger = (id = 'trigger') => step(id, 'trigger.manual');

export function agentStep(id: string, agentId: string, actionType: string, input: Record<string, InputBinding>, extra: { outputMapping?: Record<string, string>; retry?: RetryPolicy } = {}): AutomationNode {
  return step(id, 'agent_action', { agentId, actionType, input, ...(extra.outputMapping ? { outputMapping: extra.outputMapping } : {}) }, extra.retry);
}

export const text = (value: unknown): InputBinding => ({ type: 'static', value });
export const fromTrigger = (path: string): InputBinding => ({ type: 'dynamic', path });
export const fromStep = (stepId: string, path: string): InputBinding => ({ type: 'previous', stepId, path });

export function edge(source: string, target: string, sourceHandle = 'out'): AutomationEdge {
  return { id: `${source}:${sourceHandle}->${target}`, source, sourceHandle, target, targetHandle: 'in' };
}

export function flow(nodes: AutomationNode[], edges: AutomationEdge[]): AutomationDefinition {
  return { schemaVersion: AUTOMATION_SCHEMA_VERSION, nodes, edges };
}

/** A straight line, each node leaving through its first output ('out', 'true', 'approved'). */
export function line(...nodes: AutomationNode[]): AutomationDefinition {
  return flow(
    nodes,
    nodes.slice(1).map((next, index) => edge(nodes[index]!.id, next.id, NODE_TYPES[nodes[index]!.type].outputs[0]!.id)),
  );
}

/** An automation saved once (version 1), as the builder's save would leave it. */
export async function createAutomation(db: Kysely<Database>, userId: string, definition: AutomationDefinition, options: { name?: string; status?: 'active' | 'inactive' } = {}): Promise<string> {
  const automation = await db
    .insertInto('automations')
    .values({ user_id: userId, name: options.name ?? 'Test automation', status: options.status ?? 'active', current_version: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await saveVersion(db, automation.id, userId, definition);
  return automation.id;
}

/** Saves the next version and makes it current; returns its number. */
export async function saveVersion(db: Kysely<Database>, automationId: string, userId: string, definition: AutomationDefinition): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { current_version } = await trx.selectFrom('automations').select('current_version').where('id', '=', automationId).forUpdate().executeTakeFirstOrThrow();
    const version = current_version + 1;
    await trx.insertInto('automation_versions').values({ automation_id: automationId, version, definition: JSON.stringify(definition), created_by: userId }).execute();
    await trx.updateTable('automations').set({ current_version: version, updated_at: new Date() }).where('id', '=', automationId).execute();
    return version;
  });
}

/** A signed-up user with their starter agents, and their ids by name. */
export async function automationUser(t: TestApp) {
  const { cookie, user } = await signUpUser(t.app);
  const agentId = async (name: string) => (await agentNamed(t.app, cookie, name)).id;
  return { cookie, userId: user.id, fullName: user.fullName, agentId };
}

export function startRun(app: FastifyInstance, cookie: string, automationId: string, body: Record<string, unknown> = {}) {
  return app.inject({ method: 'POST', url: `/api/automations/${automationId}/runs`, headers: { cookie }, payload: body });
}

/** Starts a run that must be accepted; returns its summary. */
export async function started(app: FastifyInstance, cookie: string, automationId: string, body: Record<string, unknown> = {}): Promise<RunSummary> {
  const response = await startRun(app, cookie, automationId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().run;
}

export async function runDetail(app: FastifyInstance, cookie: string, runId: string): Promise<RunDetail> {
  const response = await app.inject({ method: 'GET', url: `/api/automation-runs/${runId}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().run;
}

/** Polls the run (live progress while it runs) until `until` holds; by default until it has ended. */
export async function waitForRun(app: FastifyInstance, cookie: string, runId: string, until: (run: RunDetail) => boolean = (run) => run.status !== 'running', timeoutMs = 30_000): Promise<RunDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await runDetail(app, cookie, runId);
    if (until(run)) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} did not get there in time: ${JSON.stringify(run.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export function decide(app: FastifyInstance, cookie: string, auditId: string, verb: 'approve' | 'reject') {
  return app.inject({ method: 'POST', url: `/api/audit/${auditId}/${verb}`, headers: { cookie }, payload: {} });
}

export const tasksOf = (db: Kysely<Database>, userId: string) => db.selectFrom('tasks').select(['id', 'title', 'description']).where('user_id', '=', userId).orderBy('order').execute();
