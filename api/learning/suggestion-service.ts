/** Accepting and dismissing an automation suggestion. */
import type { Kysely } from 'kysely';
import { userTimeZone } from '../../activities/settings/user-zone';
import { loadSuggestions } from '../../activities/learning/views';
import type { Database } from '../../db/schema';
import { validateDefinition } from '../../domain/automation/validate';
import { draftAutomation } from '../../domain/learning/draft-automation';
import type { Suggestion } from '../../domain/learning/types';
import { listAutomationAgents, validateOptionsFor, type AutomationAgent } from '../automations/automation-agents';
import { automationTimeZone } from '../automations/automation-input';
import { insertAutomation } from '../automations/automation-repository';
import { insertVersion } from '../automations/version-repository';
import { HttpError, notFound } from '../http-error';
import { publishLive } from '../live/publish';

export const SUGGESTION_NOT_FOUND = 'Suggestion not found';

const ACTION_WORDS: Record<string, string> = { 'email.label': 'label e-mails', 'email.move': 'move e-mails', 'email.archive': 'archive e-mails' };

/** The user's active agent that can do the action, an e-mail agent first. */
export function pickSuggestionAgent(agents: readonly AutomationAgent[], actionType: string): AutomationAgent | null {
  const capable = agents.filter((agent) => agent.status === 'active' && agent.capabilities.includes(actionType));
  return capable.find((agent) => agent.type === 'email') ?? capable[0] ?? null;
}

async function pendingSuggestion(db: Kysely<Database>, userId: string, id: string) {
  const row = await db.selectFrom('automation_suggestions').selectAll().where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!row) throw notFound(SUGGESTION_NOT_FOUND);
  if (row.status !== 'pending') throw new HttpError(409, 'already_decided', `This suggestion was already ${row.status}.`);
  return row;
}

/**
 * In one transaction: drafts the automation (status inactive, version 1, checked by validateDefinition with the
 * user's agents), marks the suggestion accepted with its automation, and tells the user's browsers.
 */
export async function acceptSuggestion(db: Kysely<Database>, userId: string, id: string): Promise<{ suggestion: Suggestion; automationId: string }> {
  const agents = await listAutomationAgents(db, userId);
  const timeZone = automationTimeZone(await userTimeZone(db, userId));
  const automationId = await db.transaction().execute(async (trx) => {
    const row = await pendingSuggestion(trx, userId, id);
    const probe = draftAutomation(row.pattern_key, '00000000-0000-4000-8000-000000000000');
    if (!probe) throw new HttpError(409, 'not_automatable', 'This suggestion cannot be turned into an automation.');
    const agent = pickSuggestionAgent(agents, probe.actionType);
    if (!agent) {
      throw new HttpError(409, 'agent_missing', `This automation needs an active agent that can ${ACTION_WORDS[probe.actionType] ?? probe.actionType}, such as an e-mail agent. Create an e-mail agent with the capability ${probe.actionType} (or turn yours on), then accept again.`);
    }
    const drafted = draftAutomation(row.pattern_key, agent.id)!;
    const problems = validateDefinition(drafted.definition, validateOptionsFor(agents));
    if (problems.length > 0) throw new HttpError(409, 'invalid_draft', `The drafted automation is not valid: ${problems.map((problem) => problem.message).join('; ')}`);
    const automation = await insertAutomation(trx, {
      user_id: userId,
      name: drafted.name,
      description: drafted.description,
      status: 'inactive',
      time_zone: timeZone,
      template_name: null,
      current_version: 1,
    });
    await insertVersion(trx, { automationId: automation.id, version: 1, definition: drafted.definition, note: 'Drafted from a suggestion', restoredFrom: null, createdBy: userId });
    const now = new Date();
    await trx.updateTable('automation_suggestions').set({ status: 'accepted', automation_id: automation.id, decided_at: now, updated_at: now }).where('id', '=', row.id).execute();
    await publishLive(trx, userId, 'learning.changed', { suggestionId: row.id });
    return automation.id;
  });
  const [suggestion] = await loadSuggestions(db, userId, { ids: [id] });
  return { suggestion: suggestion!, automationId };
}

/** Never suggested again for that pattern: the row stays, dismissed, and holds the pattern key. */
export async function dismissSuggestion(db: Kysely<Database>, userId: string, id: string): Promise<Suggestion> {
  await db.transaction().execute(async (trx) => {
    const row = await pendingSuggestion(trx, userId, id);
    const now = new Date();
    await trx.updateTable('automation_suggestions').set({ status: 'dismissed', decided_at: now, updated_at: now }).where('id', '=', row.id).execute();
    await publishLive(trx, userId, 'learning.changed', { suggestionId: row.id });
  });
  const [suggestion] = await loadSuggestions(db, userId, { ids: [id] });
  return suggestion!;
}
