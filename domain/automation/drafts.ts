/**
 * Drafts: what the builder holds when it is not (or not yet) a valid version. A draft may be invalid; it is
 * stored so nothing is lost when the person leaves, and it never runs: every way an automation starts
 * (its trigger, schedule, webhook, a manual run, turning it on) reads the published version only.
 */
import { AUTOMATION_SCHEMA_VERSION, type AutomationDefinition } from './definition';
import { MAX_EDGES, MAX_NODES } from './definition-schema';
import { parseDefinition } from './parse';
import { validateDefinition } from './validate';
import type { ValidateOptions, ValidationProblem } from './validate-context';

/** How long the builder waits after the last edit before it saves the draft. */
export const DRAFT_AUTOSAVE_DELAY_MS = 1200;

/** The largest draft stored, as JSON text (a thousand nodes fit with room). */
export const DRAFT_MAX_BYTES = 1_000_000;

export const DRAFT_MESSAGES = {
  notADraft: 'A draft must be an automation drawing: an object with its schema version, a list of nodes and a list of connections.',
  tooLarge: `This draft is too large to keep (at most ${DRAFT_MAX_BYTES.toLocaleString('en-US')} characters).`,
  tooManyNodes: `A draft can have at most ${MAX_NODES} steps.`,
  tooManyEdges: `A draft can have at most ${MAX_EDGES} connections.`,
  nodeNeedsId: (index: number) => `Step ${index + 1} of the draft has no id or type.`,
  edgeNeedsEnds: (index: number) => `Connection ${index + 1} of the draft has no id, source or target.`,
  draftNotFound: 'This automation has no draft.',
  noPublishedVersion: 'This automation has only a draft: publish a valid version before it can run.',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export type DraftShape = { ok: true; draft: AutomationDefinition } | { ok: false; message: string };

/**
 * Whether a value can be kept as a draft: the drawing's outline (schema version, nodes with ids and types,
 * connections with ends), bounded in size. Anything inside may be unfinished; that is what a draft is for.
 */
export function checkDraftShape(value: unknown, jsonLength = JSON.stringify(value ?? null).length): DraftShape {
  if (jsonLength > DRAFT_MAX_BYTES) return { ok: false, message: DRAFT_MESSAGES.tooLarge };
  if (!isRecord(value) || value.schemaVersion !== AUTOMATION_SCHEMA_VERSION || !Array.isArray(value.nodes) || !Array.isArray(value.edges)) {
    return { ok: false, message: DRAFT_MESSAGES.notADraft };
  }
  if (value.nodes.length > MAX_NODES) return { ok: false, message: DRAFT_MESSAGES.tooManyNodes };
  if (value.edges.length > MAX_EDGES) return { ok: false, message: DRAFT_MESSAGES.tooManyEdges };
  const badNode = value.nodes.findIndex((node) => !isRecord(node) || typeof node.id !== 'string' || !node.id || typeof node.type !== 'string');
  if (badNode >= 0) return { ok: false, message: DRAFT_MESSAGES.nodeNeedsId(badNode) };
  const badEdge = value.edges.findIndex((edge) => !isRecord(edge) || typeof edge.id !== 'string' || typeof edge.source !== 'string' || typeof edge.target !== 'string');
  if (badEdge >= 0) return { ok: false, message: DRAFT_MESSAGES.edgeNeedsEnds(badEdge) };
  return { ok: true, draft: value as unknown as AutomationDefinition };
}

/** What stands between a draft and a version: the same checks as publishing (none: it can be published). */
export function draftProblems(draft: unknown, options: ValidateOptions): ValidationProblem[] {
  const parsed = parseDefinition(draft);
  return parsed.ok ? validateDefinition(parsed.definition, options) : parsed.problems;
}

/** The version every trigger, schedule, webhook and manual run uses: the published one, never the draft; null when there is none. */
export function versionThatRuns(automation: { currentVersion: number }): number | null {
  return automation.currentVersion > 0 ? automation.currentVersion : null;
}

/** Whether the builder should open on the draft rather than the published version. */
export function opensOnDraft(draft: { definition: unknown } | null, published: unknown, same: (a: unknown, b: unknown) => boolean): boolean {
  return draft !== null && !same(draft.definition, published);
}
