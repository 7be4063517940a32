/** The user's automations that ask an assistant, as the assistant-triggers page lists them, with their latest runs. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readAssistantTrigger, type ReadAssistantTrigger } from '../../domain/assistant-triggers/definition';
import type { AssistantTriggerRun, AssistantTriggerView } from '../../domain/assistant-triggers/views';
import type { AutomationDefinition } from '../../domain/automation/definition';
import { nextRun } from '../../domain/automation/schedule';

/** Runs shown per trigger, newest first. */
export const RECENT_RUNS = 5;

interface Row {
  id: string;
  name: string;
  status: 'active' | 'inactive';
  time_zone: string;
  updated_at: Date;
  definition: AutomationDefinition;
}

async function ownAutomationsWithDefinitions(db: Kysely<Database>, userId: string, automationId?: string): Promise<Row[]> {
  let query = db
    .selectFrom('automations as a')
    .innerJoin('automation_versions as v', (join) => join.onRef('v.automation_id', '=', 'a.id').onRef('v.version', '=', 'a.current_version'))
    .select(['a.id', 'a.name', 'a.status', 'a.time_zone', 'a.updated_at', 'v.definition'])
    .where('a.user_id', '=', userId);
  if (automationId) query = query.where('a.id', '=', automationId);
  return (await query.orderBy('a.updated_at', 'desc').orderBy('a.id').execute()) as Row[];
}

function answerOf(states: unknown, askNodeId: string): { answer: string | null; sourceCount: number | null } {
  const output = (states as Record<string, { output?: unknown } | undefined> | null)?.[askNodeId]?.output as { answer?: unknown; sourceCount?: unknown } | undefined;
  return {
    answer: typeof output?.answer === 'string' ? output.answer : null,
    sourceCount: typeof output?.sourceCount === 'number' ? output.sourceCount : null,
  };
}

async function recentRuns(db: Kysely<Database>, userId: string, automationId: string, askNodeId: string): Promise<AssistantTriggerRun[]> {
  const rows = await db
    .selectFrom('automation_runs')
    .select(['id', 'status', 'started_at', 'ended_at', 'error', 'node_states'])
    .where('automation_id', '=', automationId)
    .where('user_id', '=', userId)
    .orderBy('started_at', 'desc')
    .orderBy('id')
    .limit(RECENT_RUNS)
    .execute();
  return rows.map((row) => ({
    runId: row.id,
    status: row.status,
    startedAt: row.started_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    ...answerOf(row.node_states, askNodeId),
    error: row.error,
  }));
}

function toView(row: Row, read: ReadAssistantTrigger, assistantName: string | null, runs: AssistantTriggerRun[], now: Date): AssistantTriggerView {
  const enabled = row.status === 'active';
  const next = enabled && read.event.type === 'schedule' ? nextRun(read.event.schedule, now, row.time_zone) : null;
  return {
    automationId: row.id,
    name: row.name,
    enabled,
    assistant: { id: read.assistantId, name: assistantName },
    question: read.question,
    event: read.event,
    followUps: read.followUps,
    nextRun: next?.toISOString() ?? null,
    recentRuns: runs,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Every automation of the user's whose current version asks an assistant; one of them when `automationId` is given. */
export async function listAssistantTriggers(db: Kysely<Database>, userId: string, automationId?: string): Promise<AssistantTriggerView[]> {
  const found = (await ownAutomationsWithDefinitions(db, userId, automationId)).flatMap((row) => {
    const read = readAssistantTrigger(row.definition);
    return read ? [{ row, read }] : [];
  });
  const assistantIds = [...new Set(found.map(({ read }) => read.assistantId).filter((id) => /^[0-9a-f-]{36}$/i.test(id)))];
  const assistants = assistantIds.length
    ? await db.selectFrom('assistants').select(['id', 'name']).where('user_id', '=', userId).where('is_active', '=', true).where('id', 'in', assistantIds).execute()
    : [];
  const names = new Map(assistants.map((assistant) => [assistant.id, assistant.name]));
  const now = new Date();
  return Promise.all(found.map(async ({ row, read }) => toView(row, read, names.get(read.assistantId) ?? null, await recentRuns(db, userId, row.id, read.askNodeId), now)));
}
