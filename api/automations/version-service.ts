/**
 * Saving versions: a definition becomes a version only when it parses and the validator finds nothing to fix,
 * so every saved version can run. Versions are immutable; the automation points at its current one.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AutomationVersion } from '../../domain/automation/contract';
import type { AutomationDefinition } from '../../domain/automation/definition';
import { parseDefinition } from '../../domain/automation/parse';
import { validateDefinition, type ValidationProblem } from '../../domain/automation/validate';
import { listAutomationAgents, validateOptionsFor } from './automation-agents';
import { lockOwnAutomation, type AutomationRow } from './automation-repository';
import type { ProblemsReply } from './schemas';
import { insertVersion } from './version-repository';

/** A definition ready to save, or the 400 reply saying what to fix. */
export type CheckedDefinition = { ok: true; definition: AutomationDefinition } | { ok: false; reply: ProblemsReply };

/** Shape first (parseDefinition), then whether it can run with this user's agents (validateDefinition). */
export async function checkDefinition(db: Kysely<Database>, userId: string, value: unknown): Promise<CheckedDefinition> {
  const parsed = parseDefinition(value);
  if (!parsed.ok) return { ok: false, reply: invalidDefinitionReply(parsed.problems) };
  const problems = validateDefinition(parsed.definition, validateOptionsFor(await listAutomationAgents(db, userId)));
  return problems.length > 0 ? { ok: false, reply: invalidDefinitionReply(problems) } : parsed;
}

export function invalidDefinitionReply(problems: ValidationProblem[]): ProblemsReply {
  const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`;
  return { error: { code: 'invalid_definition', message: `This automation has ${count} to fix before it can be saved.` }, problems };
}

export interface VersionToSave {
  userId: string;
  automationId: string;
  definition: AutomationDefinition;
  note: string;
  restoredFrom: number | null;
}

/**
 * Appends version current_version + 1. The automation's row stays locked until the transaction ends, so two
 * saves at once take turns and get distinct numbers.
 */
export async function saveVersion(db: Kysely<Database>, save: VersionToSave): Promise<{ automation: AutomationRow; version: AutomationVersion }> {
  return db.transaction().execute(async (trx) => {
    const current = await lockOwnAutomation(trx, save.userId, save.automationId);
    const version = await insertVersion(trx, {
      automationId: current.id,
      version: current.current_version + 1,
      definition: save.definition,
      note: save.note,
      restoredFrom: save.restoredFrom,
      createdBy: save.userId,
    });
    const automation = await trx
      .updateTable('automations')
      .set({ current_version: version.version, updated_at: new Date() })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { automation, version };
  });
}
