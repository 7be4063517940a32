import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AutomationVersion, VersionSummary } from '../../domain/automation/contract';
import type { AutomationDefinition } from '../../domain/automation/definition';

export interface NewVersion {
  automationId: string;
  version: number;
  definition: AutomationDefinition;
  note: string;
  restoredFrom: number | null;
  createdBy: string;
}

const runCount = sql<number>`(select count(*)::int from automation_runs r where r.automation_id = v.automation_id and r.version = v.version)`;

export async function insertVersion(db: Kysely<Database>, values: NewVersion): Promise<AutomationVersion> {
  const row = await db
    .insertInto('automation_versions')
    .values({
      automation_id: values.automationId,
      version: values.version,
      definition: JSON.stringify(values.definition),
      note: values.note,
      restored_from: values.restoredFrom,
      created_by: values.createdBy,
    })
    .returning(['version', 'note', 'restored_from', 'created_at'])
    .executeTakeFirstOrThrow();
  return { ...toSummary({ ...row, node_count: values.definition.nodes.length, edge_count: values.definition.edges.length, run_count: 0 }), definition: values.definition };
}

/** Newest first, without their definitions. */
export async function listVersions(db: Kysely<Database>, automationId: string): Promise<VersionSummary[]> {
  const rows = await db
    .selectFrom('automation_versions as v')
    .select(['v.version', 'v.note', 'v.restored_from', 'v.created_at'])
    .select([
      sql<number>`jsonb_array_length(v.definition -> 'nodes')`.as('node_count'),
      sql<number>`jsonb_array_length(v.definition -> 'edges')`.as('edge_count'),
      runCount.as('run_count'),
    ])
    .where('v.automation_id', '=', automationId)
    .orderBy('v.version', 'desc')
    .execute();
  return rows.map(toSummary);
}

export async function findVersion(db: Kysely<Database>, automationId: string, version: number): Promise<AutomationVersion | null> {
  const row = await db
    .selectFrom('automation_versions as v')
    .select(['v.version', 'v.note', 'v.restored_from', 'v.created_at', 'v.definition'])
    .select(runCount.as('run_count'))
    .where('v.automation_id', '=', automationId)
    .where('v.version', '=', version)
    .executeTakeFirst();
  if (!row) return null;
  return { ...toSummary({ ...row, node_count: row.definition.nodes.length, edge_count: row.definition.edges.length }), definition: row.definition };
}

interface SummaryRow {
  version: number;
  note: string;
  restored_from: number | null;
  created_at: Date;
  node_count: number;
  edge_count: number;
  run_count: number;
}

function toSummary(row: SummaryRow): VersionSummary {
  return {
    version: row.version,
    note: row.note,
    restoredFrom: row.restored_from,
    createdAt: row.created_at.toISOString(),
    nodeCount: row.node_count,
    edgeCount: row.edge_count,
    runCount: row.run_count,
  };
}
