import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { expect } from 'vitest';
import type { TimeBlockPlan } from '../../../domain/planning/plan';

export const LA = 'America/Los_Angeles';

/** The Monday a week or two ahead in Los Angeles, so "now" never falls inside the planned days. */
export function mondayAhead(): DateTime {
  return DateTime.now().setZone(LA).plus({ weeks: 1 }).startOf('week');
}

export async function createTask(app: FastifyInstance, cookie: string, body: Record<string, unknown>): Promise<{ id: string; title: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/tasks', headers: { cookie }, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().task;
}

/** Polls a plan every 200 ms until it stops computing. */
export async function waitForPlan(app: FastifyInstance, cookie: string, planId: string, timeoutMs = 30_000): Promise<TimeBlockPlan> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/planning/plans/${planId}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const plan = response.json().plan as TimeBlockPlan;
    if (plan.status !== 'computing') return plan;
    if (Date.now() > deadline) throw new Error(`plan ${planId} still computing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Polls until the user's newest plan is another than `after` and done computing. */
export async function waitForNewPlan(app: FastifyInstance, cookie: string, afterPlanId: string, timeoutMs = 30_000): Promise<TimeBlockPlan> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const plan = (await app.inject({ method: 'GET', url: '/api/planning/plans/latest', headers: { cookie } })).json().plan as TimeBlockPlan | null;
    if (plan && plan.id !== afterPlanId && plan.status !== 'computing') return plan;
    if (Date.now() > deadline) throw new Error(`no new plan after ${afterPlanId} within ${timeoutMs} ms (latest: ${JSON.stringify(plan)})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
