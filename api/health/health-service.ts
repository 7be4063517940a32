import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DatabaseDriver } from '../../db/connection';
import { countWorkflowPollers, workflowUiUrl, type TemporalHandle } from '../temporal/client';
import type { ProbeResult } from '../../activities/health/record-probe';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { ok: boolean; driver: DatabaseDriver; error?: string };
  temporal: { ok: boolean; address: string; namespace: string; uiUrl: string | null; error?: string };
  worker: { ok: boolean; taskQueue: string; pollers: number };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function checkHealth(db: Kysely<Database>, driver: DatabaseDriver, temporal: TemporalHandle): Promise<HealthReport> {
  const [database, temporalStatus] = await Promise.all([checkDatabase(db, driver), checkTemporal(temporal)]);
  const worker = { ok: temporalStatus.pollers > 0, taskQueue: temporal.taskQueue, pollers: temporalStatus.pollers };
  return {
    status: database.ok && temporalStatus.ok && worker.ok ? 'ok' : 'degraded',
    database,
    temporal: {
      ok: temporalStatus.ok,
      address: temporal.address,
      namespace: temporal.namespace,
      uiUrl: temporal.uiUrl,
      ...(temporalStatus.error ? { error: temporalStatus.error } : {}),
    },
    worker,
  };
}

async function checkDatabase(db: Kysely<Database>, driver: DatabaseDriver): Promise<HealthReport['database']> {
  try {
    await sql`select 1`.execute(db);
    return { ok: true, driver };
  } catch (error) {
    return { ok: false, driver, error: errorText(error) };
  }
}

async function checkTemporal(temporal: TemporalHandle): Promise<{ ok: boolean; pollers: number; error?: string }> {
  try {
    return { ok: true, pollers: await countWorkflowPollers(temporal) };
  } catch (error) {
    return { ok: false, pollers: 0, error: errorText(error) };
  }
}

export interface ProbeReport extends ProbeResult {
  workflowId: string;
  roundTripMs: number;
  workflowUrl: string | null;
}

/** Runs the readiness workflow through a worker and back; fails when no worker answers in time. */
export async function runReadinessProbe(temporal: TemporalHandle, timeoutMs = 15_000): Promise<ProbeReport> {
  const started = performance.now();
  const workflowId = `readiness-probe:${randomUUID()}`;
  const handle = await temporal.client.workflow.start('readinessProbe', {
    taskQueue: temporal.taskQueue,
    workflowId,
    args: [new Date().toISOString()],
    workflowExecutionTimeout: timeoutMs,
  });
  const result = (await handle.result()) as ProbeResult;
  return { ...result, workflowId, roundTripMs: Math.round(performance.now() - started), workflowUrl: workflowUiUrl(temporal, workflowId) };
}
