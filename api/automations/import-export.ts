/** The file an automation exports to and imports from (contract AutomationExport). */
import type { AutomationDetail, AutomationExport } from '../../domain/automation/contract';
import { HttpError } from '../http-error';

export const EXPORT_FORMAT = 'workspace-automation';
export const EXPORT_FORMAT_VERSION = 1;
export const NOT_AN_EXPORT = 'This file is not an automation export.';

export function toAutomationExport(automation: AutomationDetail, now: Date): AutomationExport {
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    name: automation.name,
    description: automation.description,
    timeZone: automation.timeZone,
    exportedAt: now.toISOString(),
    definition: automation.definition,
  };
}

/** 'Hearing notices → calendar' → 'hearing-notices-calendar.automation.json'. */
export function exportFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'automation'}.automation.json`;
}

export interface ImportedAutomation {
  name: string;
  description: string;
  timeZone: string | null;
  /** Still to be parsed and validated like a save. */
  definition: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The export's fields, or a 400 when the body is not one of our export files. */
export function readAutomationExport(body: unknown): ImportedAutomation {
  if (!isRecord(body) || body.format !== EXPORT_FORMAT || body.formatVersion !== EXPORT_FORMAT_VERSION || typeof body.name !== 'string' || !('definition' in body)) {
    throw new HttpError(400, 'not_an_export', NOT_AN_EXPORT);
  }
  return {
    name: body.name,
    description: typeof body.description === 'string' ? body.description : '',
    timeZone: typeof body.timeZone === 'string' ? body.timeZone : null,
    definition: body.definition,
  };
}
