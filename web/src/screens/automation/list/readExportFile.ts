import type { AutomationExport } from '../../../../../domain/automation/contract';
import { parseDefinition } from '../../../../../domain/automation/parse';
import type { ValidationProblem } from '../../../../../domain/automation/validate-context';

export type ReadExport = { ok: true; file: AutomationExport } | { ok: false; error: string; problems: ValidationProblem[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of a chosen file as an automation export, or why it is not one. */
export function readExportFile(text: string): ReadExport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not JSON: choose a file exported from an automation.', problems: [] };
  }
  if (!isRecord(json) || json.format !== 'workspace-automation') {
    return { ok: false, error: 'This JSON file is not an automation export (its "format" is not "workspace-automation").', problems: [] };
  }
  if (json.formatVersion !== 1) return { ok: false, error: `This export has format version ${String(json.formatVersion)}; this workspace reads version 1.`, problems: [] };
  if (typeof json.name !== 'string' || !json.name.trim()) return { ok: false, error: 'This export has no name.', problems: [] };
  const parsed = parseDefinition(json.definition);
  if (!parsed.ok) return { ok: false, error: 'The automation in this file is damaged:', problems: parsed.problems };
  return {
    ok: true,
    file: {
      format: 'workspace-automation',
      formatVersion: 1,
      name: json.name.trim(),
      description: typeof json.description === 'string' ? json.description : '',
      timeZone: typeof json.timeZone === 'string' ? json.timeZone : Intl.DateTimeFormat().resolvedOptions().timeZone,
      exportedAt: typeof json.exportedAt === 'string' ? json.exportedAt : new Date().toISOString(),
      definition: parsed.definition,
    },
  };
}
