import type { NodeRunState } from '../../../../../../domain/automation/run-state';
import type { ValidationProblem } from '../../../../../../domain/automation/validate-context';
import type { NodeRunView } from './flowTypes';

/** What the canvas draws on top of the definition: problems on nodes and edges, and a run's node states. */
export interface FlowDecorations {
  nodeProblems: ReadonlyMap<string, readonly string[]>;
  edgeProblems: ReadonlyMap<string, readonly string[]>;
  runStates: Readonly<Record<string, NodeRunState>> | null;
}

export const NO_PROBLEMS: readonly string[] = Object.freeze([]);

export const NO_DECORATIONS: FlowDecorations = { nodeProblems: new Map(), edgeProblems: new Map(), runStates: null };

function groupMessages(problems: readonly ValidationProblem[], keyOf: (problem: ValidationProblem) => string | undefined): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const problem of problems) {
    const key = keyOf(problem);
    if (key === undefined) continue;
    const list = grouped.get(key);
    if (list) list.push(problem.message);
    else grouped.set(key, [problem.message]);
  }
  return grouped;
}

export function decorationsOf(problems: readonly ValidationProblem[], runStates: Readonly<Record<string, NodeRunState>> | null | undefined): FlowDecorations {
  return {
    nodeProblems: groupMessages(problems, (problem) => problem.nodeId),
    edgeProblems: groupMessages(problems, (problem) => problem.edgeId),
    runStates: runStates ?? null,
  };
}

export function runViewOf(state: NodeRunState | undefined): NodeRunView | null {
  if (!state) return null;
  const view: NodeRunView = { status: state.status };
  if (state.error !== undefined) view.error = state.error;
  if (state.approval !== undefined) view.approval = state.approval;
  if (state.wakesAt !== undefined) view.wakesAt = state.wakesAt;
  if (state.attempt !== undefined) view.attempt = state.attempt;
  return view;
}

export function sameStrings(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((item, index) => item === b[index]);
}

/** Run states arrive as fresh objects on every poll; equal ones must not re-render their node. */
export function sameRunView(a: NodeRunView | null | undefined, b: NodeRunView | null): boolean {
  if (a === undefined) return false;
  if (a === null || b === null) return a === b;
  return (
    a.status === b.status &&
    a.error === b.error &&
    a.wakesAt === b.wakesAt &&
    a.attempt === b.attempt &&
    a.approval?.auditId === b.approval?.auditId &&
    a.approval?.askedOf === b.approval?.askedOf &&
    a.approval?.since === b.approval?.since &&
    a.approval?.expiresAt === b.approval?.expiresAt
  );
}
