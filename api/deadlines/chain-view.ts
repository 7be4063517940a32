import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DeadlineChainRow } from '../../db/tables/deadlines';
import { chainDeadlines, currentDate, isCompleted, isEditedByHand, type DeadlineWithTask } from '../../activities/deadlines/chain-store';
import { ruleOf } from '../../activities/deadlines/deadline-items';
import { deadlineMoves } from '../../activities/deadlines/reschedule';
import type { ChainDeadline, DeadlineChain, ReschedulePreview } from '../../domain/deadline-chains/view';
import { focusPreview } from './focus-preview';

export function toChainDeadline(row: DeadlineWithTask): ChainDeadline {
  return {
    id: row.id,
    ruleId: row.rule_id,
    title: row.title,
    kind: row.kind,
    citation: row.explanation.citation,
    dueDate: currentDate(row),
    state: row.state,
    explanation: row.explanation,
    calendarEventId: row.calendar_event_id,
    taskId: row.task_id,
    prepMinutes: ruleOf(row.rule_id)?.prepMinutes ?? null,
    editedByHand: isEditedByHand(row),
    completed: isCompleted(row),
  };
}

async function previewOf(db: Kysely<Database>, userId: string, chain: DeadlineChainRow, rows: DeadlineWithTask[]): Promise<ReschedulePreview | null> {
  if (chain.pending_trigger_date === null) return null;
  const deadlines = deadlineMoves(chain, rows, chain.pending_trigger_date);
  return { oldTriggerDate: chain.trigger_date, newTriggerDate: chain.pending_trigger_date, deadlines, ...(await focusPreview(db, userId, deadlines, rows)) };
}

/** Chains as the screen sees them: deadlines with their explanations, and the reschedule preview when one waits. */
export async function chainViews(db: Kysely<Database>, userId: string, chains: readonly DeadlineChainRow[]): Promise<DeadlineChain[]> {
  const [rows, acceptances] = await Promise.all([
    chainDeadlines(db, userId, chains.map((chain) => chain.id)),
    db.selectFrom('deadline_acceptances').select(['scope', 'key']).where('user_id', '=', userId).execute(),
  ]);
  const rememberedRules = new Set(acceptances.filter((each) => each.scope === 'rule').map((each) => each.key));
  return Promise.all(
    chains.map(async (chain) => {
      const own = rows.filter((row) => row.chain_id === chain.id);
      return {
        id: chain.id,
        caseNumber: chain.case_number,
        hearingEventId: chain.hearing_event_id,
        hearingTitle: chain.hearing_title,
        hearingType: chain.hearing_type,
        triggerKind: chain.trigger_kind,
        triggerDate: chain.trigger_date,
        serviceMethod: chain.service_method,
        status: chain.status,
        source: chain.source,
        remembered: {
          matter: chain.case_number !== null && acceptances.some((each) => each.scope === 'matter' && each.key === chain.case_number),
          ruleIds: [...new Set(own.map((row) => row.rule_id))].filter((ruleId) => rememberedRules.has(ruleId)),
        },
        deadlines: own.map(toChainDeadline),
        preview: await previewOf(db, userId, chain, own),
        createdAt: chain.created_at.toISOString(),
        updatedAt: chain.updated_at.toISOString(),
      };
    }),
  );
}
