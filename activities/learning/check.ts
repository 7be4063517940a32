/**
 * The suggestion check (seed 001 §4, §9): for one user, find the patterns in the last 100 behaviours, keep
 * them as workflow patterns, suggest automations for those that meet the rules (a pending suggestion's
 * numbers are refreshed; an accepted or dismissed one is never suggested again: one row per pattern key),
 * and adapt the personality where the evidence is strong enough. Run hourly by a Temporal Schedule for users
 * with behaviours newer than their last check, and on demand from the API. Publishes 'learning.changed'.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { detectPatterns, type ObservedBehaviour } from '../../domain/learning/patterns';
import { adaptPersonality } from '../../domain/learning/personality';
import { draftSuggestion, shouldSuggest } from '../../domain/learning/suggestions';
import { HISTORY_WINDOW } from '../../domain/learning/constants';
import type { Suggestion } from '../../domain/learning/types';
import { userTimeZone } from '../settings/user-zone';
import { loadPersonality, loadSuggestions, savePersonality } from './views';

type Db = Kysely<Database>;

export interface CheckResult {
  created: Suggestion[];
  changed: boolean;
}

export async function runLearningCheck(db: Db, userId: string, now = new Date()): Promise<CheckResult> {
  const timeZone = await userTimeZone(db, userId);
  const rows = await db
    .selectFrom('behaviour_records')
    .select(['type', 'occurred_at', 'context', 'metadata'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(HISTORY_WINDOW)
    .execute();
  const behaviours: ObservedBehaviour[] = rows.map((row) => ({ type: row.type, occurredAt: row.occurred_at, context: row.context }));
  const patterns = detectPatterns(behaviours, timeZone);
  const tasks = await db.selectFrom('tasks').select('estimated_minutes').where('user_id', '=', userId).where('estimated_minutes', 'is not', null).orderBy('created_at', 'desc').limit(HISTORY_WINDOW).execute();
  const replies = rows.filter((row) => row.type === 'email.reply');

  const { createdIds, changed } = await db.transaction().execute(async (trx) => {
    let changed = false;
    const patternIds = new Map<string, string>();
    for (const pattern of patterns) {
      const values = {
        name: pattern.name,
        description: pattern.description,
        kind: pattern.kind,
        actions: JSON.stringify(pattern.actions),
        frequency: pattern.frequency,
        confidence: pattern.confidence,
        category: pattern.category,
        required_capabilities: pattern.requiredCapabilities,
        triggers: JSON.stringify(pattern.triggers),
        complexity: pattern.complexity,
      };
      const before = await trx.selectFrom('workflow_patterns').select(['frequency', 'confidence', 'actions']).where('user_id', '=', userId).where('key', '=', pattern.key).executeTakeFirst();
      const saved = await trx
        .insertInto('workflow_patterns')
        .values({ user_id: userId, key: pattern.key, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ ...values, updated_at: now }))
        .returning('id')
        .executeTakeFirstOrThrow();
      patternIds.set(pattern.key, saved.id);
      if (!before || before.frequency !== pattern.frequency || JSON.stringify(before.actions) !== JSON.stringify(pattern.actions)) changed = true;
    }

    const createdIds: string[] = [];
    for (const pattern of patterns.filter(shouldSuggest)) {
      const draft = draftSuggestion(pattern);
      const numbers = {
        pattern_id: patternIds.get(pattern.key) ?? null,
        description: draft.description,
        confidence: draft.confidence,
        potential_benefits: draft.potentialBenefits,
        estimated_time_saved: draft.estimatedTimesSaved,
        autonomy_points: draft.autonomyPoints,
        autonomy_level: draft.autonomyLevel,
        area: draft.area,
      };
      // One row per pattern key: a new one is inserted; a pending one is refreshed; an accepted or dismissed one stays as it is.
      const row = await trx
        .insertInto('automation_suggestions')
        .values({ user_id: userId, pattern_key: draft.patternKey, ...numbers })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'pattern_key'])
            .doUpdateSet({ ...numbers, updated_at: now })
            .where('automation_suggestions.status', '=', 'pending')
            .where((eb) => eb.or([eb('automation_suggestions.confidence', '<>', draft.confidence), eb('automation_suggestions.estimated_time_saved', '<>', draft.estimatedTimesSaved)])),
        )
        .returning(['id', sql<boolean>`(xmax = 0)`.as('inserted')])
        .executeTakeFirst();
      if (row) {
        changed = true;
        if (row.inserted) createdIds.push(row.id);
      }
    }

    const current = await loadPersonality(trx, userId);
    const adapted = adaptPersonality(current, {
      behaviourTimes: behaviours.map((behaviour) => behaviour.occurredAt),
      taskEstimates: tasks.map((task) => task.estimated_minutes!),
      replyWordCounts: replies.map((row) => Number(row.metadata.wordCount)).filter((count) => Number.isFinite(count)),
      replyTexts: replies.map((row) => (typeof row.metadata.textSample === 'string' ? row.metadata.textSample : '')).filter((text) => text !== ''),
      patterns,
      timeZone,
    });
    if (JSON.stringify(adapted) !== JSON.stringify(current)) {
      await savePersonality(trx, userId, adapted);
      changed = true;
    }
    await trx
      .insertInto('user_personalities')
      .values({ user_id: userId, traits: [], edited_fields: [], checked_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ checked_at: now }))
      .execute();
    if (changed) await sql`select publish_live_event(${userId}::uuid, ${'learning.changed'}, ${JSON.stringify({ reason: 'check' })}::jsonb)`.execute(trx);
    return { createdIds, changed };
  });
  return { created: await loadSuggestions(db, userId, { ids: createdIds }), changed };
}

/** Users with behaviours newer than their last check. */
export async function usersDueForCheck(db: Db, limit = 500): Promise<string[]> {
  const rows = await db
    .selectFrom('behaviour_records as b')
    .leftJoin('user_personalities as p', 'p.user_id', 'b.user_id')
    .select('b.user_id')
    .where((eb) => eb.or([eb('p.checked_at', 'is', null), eb('b.occurred_at', '>', eb.ref('p.checked_at'))]))
    .groupBy('b.user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

export function createLearningActivities({ db }: { db: Db }) {
  return {
    /** Checks every user with new behaviours; returns how many were checked and how many suggestions were made. */
    async checkLearningSuggestions(): Promise<{ users: number; created: number }> {
      let created = 0;
      const users = await usersDueForCheck(db);
      for (const userId of users) created += (await runLearningCheck(db, userId)).created.length;
      return { users: users.length, created };
    },
  };
}
