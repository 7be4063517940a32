/** Automations as the API shows them, and a new automation with its first version (if any) in one transaction. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AutomationDetail, AutomationSummary, CreateAutomationBody } from '../../domain/automation/contract';
import type { AutomationDefinition } from '../../domain/automation/definition';
import { HttpError } from '../http-error';
import { insertAutomation, latestRuns, listOwnAutomations, loadVersionDefinition, type AutomationRow } from './automation-repository';
import { emptyDefinition, toAutomationDetail, toAutomationSummary } from './automation-view';
import type { ProblemsReply } from './schemas';
import { fillTemplateForUser, findTemplate } from './template-service';
import { insertVersion } from './version-repository';
import { checkDefinition } from './version-service';

export async function listAutomationSummaries(db: Kysely<Database>, userId: string): Promise<AutomationSummary[]> {
  const rows = await listOwnAutomations(db, userId);
  const runs = await latestRuns(db, rows.map((row) => row.id));
  const now = new Date();
  return rows.map(({ trigger, ...row }) => toAutomationSummary(row, trigger, runs.get(row.id), now));
}

export async function loadAutomationDetail(db: Kysely<Database>, row: AutomationRow): Promise<AutomationDetail> {
  const definition = row.current_version > 0 ? await loadVersionDefinition(db, row.id, row.current_version) : null;
  const runs = await latestRuns(db, [row.id]);
  return toAutomationDetail(row, definition ?? emptyDefinition(), runs.get(row.id), new Date());
}

export interface FirstVersion {
  definition: AutomationDefinition;
  note: string;
  templateName: string | null;
}

/** Version 1 from a template or a definition, the 400 reply saying what to fix, or null (version 0). */
export async function firstVersionOf(
  db: Kysely<Database>,
  userId: string,
  body: Pick<CreateAutomationBody, 'templateName' | 'definition'>,
): Promise<(FirstVersion & { ok: true }) | { ok: false; reply: ProblemsReply } | null> {
  if (body.templateName !== undefined && body.definition !== undefined) throw new HttpError(400, 'bad_request', 'Start from a template or from a definition, not both.');
  if (body.templateName !== undefined) {
    const template = findTemplate(body.templateName);
    const filled = await fillTemplateForUser(db, userId, template);
    return filled.ok ? { ok: true, definition: filled.definition, note: `From the template "${template.name}"`, templateName: template.name } : filled;
  }
  if (body.definition !== undefined) {
    const checked = await checkDefinition(db, userId, body.definition);
    return checked.ok ? { ok: true, definition: checked.definition, note: '', templateName: null } : checked;
  }
  return null;
}

export interface NewAutomation {
  userId: string;
  name: string;
  description: string;
  timeZone: string;
  templateName: string | null;
  /** A template's automation starts inactive: it acts only once the user turns it on. */
  status?: 'active' | 'inactive';
  /** Saved as version 1; null leaves the automation at version 0. */
  firstVersion: Pick<FirstVersion, 'definition' | 'note'> | null;
}

export async function createAutomation(db: Kysely<Database>, automation: NewAutomation): Promise<AutomationRow> {
  return db.transaction().execute(async (trx) => {
    const { firstVersion } = automation;
    const row = await insertAutomation(trx, {
      user_id: automation.userId,
      name: automation.name,
      description: automation.description,
      time_zone: automation.timeZone,
      template_name: automation.templateName,
      ...(automation.status ? { status: automation.status } : {}),
      current_version: firstVersion ? 1 : 0,
    });
    if (firstVersion) {
      await insertVersion(trx, { automationId: row.id, version: 1, definition: firstVersion.definition, note: firstVersion.note, restoredFrom: null, createdBy: automation.userId });
    }
    return row;
  });
}
