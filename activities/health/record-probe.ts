import { sql } from 'kysely';
import type { ActivityDeps } from '../deps';

export interface ProbeInput {
  probeId: string;
  requestedAt: string;
}

export interface ProbeResult {
  probeId: string;
  workerIdentity: string;
  databaseTime: string;
}

export function createHealthActivities({ db, workerIdentity }: ActivityDeps) {
  return {
    /** Writes the probe row, proving the worker reaches the same database as the API. */
    async recordHealthProbe(input: ProbeInput): Promise<ProbeResult> {
      await db
        .insertInto('health_probes')
        .values({ id: input.probeId, requested_at: new Date(input.requestedAt), worker_identity: workerIdentity })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
      return { probeId: input.probeId, workerIdentity, databaseTime: new Date(rows[0]?.now ?? Date.now()).toISOString() };
    },
  };
}
