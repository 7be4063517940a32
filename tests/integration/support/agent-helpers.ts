import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface AgentSummary {
  id: string;
  name: string;
  type: string;
  autonomyLevel: string;
  capabilities: string[];
  metrics: { tasksCompleted: number; tasksTotal: number; successRate: number | null; responseTimeMs: number | null; lastActive: string | null };
}

export async function agentsOf(app: FastifyInstance, cookie: string): Promise<AgentSummary[]> {
  const response = await app.inject({ method: 'GET', url: '/api/agents', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().agents;
}

export async function agentNamed(app: FastifyInstance, cookie: string, name: string): Promise<AgentSummary> {
  const agent = (await agentsOf(app, cookie)).find((candidate) => candidate.name === name);
  if (!agent) throw new Error(`no agent named ${name}`);
  return agent;
}

export async function propose(app: FastifyInstance, cookie: string, agentId: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/agents/${agentId}/actions`, headers: { cookie }, payload: body });
}

export async function auditEntry(app: FastifyInstance, cookie: string, auditId: string) {
  const response = await app.inject({ method: 'GET', url: '/api/audit?limit=500', headers: { cookie } });
  return (response.json().entries as Array<{ id: string; status: string; details: Record<string, unknown> }>).find((entry) => entry.id === auditId);
}
