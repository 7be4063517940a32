import type { EventWriter } from '../../api/calendar/event-service';
import { coveredRuleIds } from '../../domain/deadline-chains/acceptance';
import { civilDayOf } from '../../domain/deadline-chains/civil-day';
import { chainFor, type ChainTrigger } from '../../domain/deadlines/index';
import type { DeadlineChainRow } from '../../db/tables/deadlines';
import { acceptDeadlines } from './accept-deadlines';
import { chainDeadlines, findChainForEvent, logChange } from './chain-store';
import { followHearing } from './follow-hearing';
import { notifyChainWaiting } from './review-notification';

export interface ProposeOutcome {
  /**
   * created: a new chain was proposed; pending: the hearing moved and the reschedule waits for the person;
   * recomputed: the hearing moved before anything was accepted, so the proposal simply follows it;
   * unchanged, dismissed (the person said no to this chain), no-hearing (no hearing type), no-rules.
   */
  outcome: 'created' | 'pending' | 'recomputed' | 'unchanged' | 'dismissed' | 'no-hearing' | 'no-rules';
  chainId: string | null;
  /** Deadlines accepted at once by the person's standing acceptances (per matter or per rule). */
  autoAccepted: number;
}

/**
 * After an analysed notice saved a hearing: proposes the chain of deadlines the hearing sets off, or, when
 * the hearing already has one and its date changed, records the new date as a reschedule waiting for the
 * person (nothing moves until they apply it). A new chain with deadlines left to decide notifies the person.
 * Runs in the writer's transaction.
 */
export async function proposeChain(writer: EventWriter, eventId: string): Promise<ProposeOutcome> {
  const { trx, userId } = writer;
  const event = await trx
    .selectFrom('calendar_events')
    .select(['id', 'title', 'start_at', 'time_zone', 'case_number', 'hearing_type', 'email_source'])
    .where('id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!event?.hearing_type?.trim()) return { outcome: 'no-hearing', chainId: null, autoAccepted: 0 };
  const date = civilDayOf(event.start_at, event.time_zone);
  const existing = await findChainForEvent(trx, userId, eventId, event.hearing_type, true);
  if (existing) return followHearing(writer, existing, date, 'analysis');

  const trigger: ChainTrigger = { kind: 'hearing_set', date, hearingType: event.hearing_type, serviceMethod: 'none' };
  const computed = chainFor(trigger);
  if (computed.length === 0) return { outcome: 'no-rules', chainId: null, autoAccepted: 0 };
  const chain = await trx
    .insertInto('deadline_chains')
    .values({ user_id: userId, case_number: event.case_number, hearing_event_id: event.id, hearing_title: event.title, trigger_kind: trigger.kind, trigger_date: date, hearing_type: event.hearing_type.trim(), service_method: 'none', source: event.email_source ? JSON.stringify(event.email_source) : null })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('chain_deadlines')
    .values(computed.map((each, position) => ({ chain_id: chain.id, position, user_id: userId, rule_id: each.rule.id, title: each.rule.title, kind: each.rule.kind, due_date: each.date, explanation: JSON.stringify(each.explanation) })))
    .execute();
  await logChange(trx, { userId, chainId: chain.id, action: 'proposed', newDate: date, note: `${computed.length} from the ${event.hearing_type} on ${date}`, by: 'analysis' });
  const autoAccepted = await acceptStanding(writer, chain);
  await notifyChainWaiting(trx, userId, chain);
  return { outcome: 'created', chainId: chain.id, autoAccepted };
}

/** Accepts what the person's standing acceptances cover: the whole chain of a remembered matter, or the remembered rules. */
async function acceptStanding(writer: EventWriter, chain: DeadlineChainRow): Promise<number> {
  const acceptances = await writer.trx.selectFrom('deadline_acceptances').select(['scope', 'key']).where('user_id', '=', writer.userId).execute();
  if (acceptances.length === 0) return 0;
  const rows = await chainDeadlines(writer.trx, writer.userId, [chain.id]);
  const covered = new Set(coveredRuleIds(rows.map((row) => row.rule_id), chain.case_number, acceptances));
  const matter = acceptances.some((each) => each.scope === 'matter' && each.key === chain.case_number);
  const note = matter ? 'accepted automatically: remembered for this matter' : 'accepted automatically: remembered for this rule';
  return acceptDeadlines(writer, chain, rows.filter((row) => covered.has(row.rule_id)), 'analysis', note);
}
