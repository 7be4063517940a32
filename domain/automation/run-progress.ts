/**
 * Bookkeeping of a run's node states, shared by the interpreter workflow (live progress) and the runs
 * API (retry from the failed step). Pure: times come in as ISO strings.
 */
import type { AutomationDefinition } from './definition';
import { NODE_TYPES } from './node-types';
import type { NodeRunState, RunProgress, RunResume } from './run-state';

/** Before the run starts: every node pending, except those a resumed run carries over as they were. */
export function initialProgress(definition: Pick<AutomationDefinition, 'nodes'>, carried: Readonly<Record<string, NodeRunState>> = {}): RunProgress {
  const nodes: Record<string, NodeRunState> = {};
  for (const node of definition.nodes) nodes[node.id] = carried[node.id] ?? { status: 'pending' };
  return { status: 'running', nodes, error: null, failedNodeId: null };
}

/**
 * Closes the states a run leaves behind when it ends: a node never reached is `skipped`; one still
 * running or waiting (stopped by a cancellation or another step's failure) is `failed` with `reason`.
 */
export function settleNodes(nodes: Readonly<Record<string, NodeRunState>>, endedAt: string, reason: string): Record<string, NodeRunState> {
  const settled: Record<string, NodeRunState> = {};
  for (const [id, state] of Object.entries(nodes)) {
    if (state.status === 'pending') settled[id] = { ...state, status: 'skipped' };
    else if (state.status === 'running' || state.status === 'waiting_for_approval') settled[id] = { ...state, status: 'failed', endedAt, error: reason };
    else settled[id] = state;
  }
  return settled;
}

/** The outputs later steps may read (`previous` bindings, `steps.<id>` in conditions): finished steps that give output. */
export function stepOutputs(definition: Pick<AutomationDefinition, 'nodes'>, nodes: Readonly<Record<string, NodeRunState>>): Record<string, unknown> {
  const steps: Record<string, unknown> = {};
  for (const node of definition.nodes) {
    const state = nodes[node.id];
    if (state?.status === 'done' && NODE_TYPES[node.type]?.hasOutput && state.output !== undefined) steps[node.id] = state.output;
  }
  return steps;
}

export type ResumePlan = { ok: true; resume: RunResume } | { ok: false; reason: 'no_failed_step' | 'failed_step_gone' };

/**
 * A retry from the failed step of a run: that node runs again, and the nodes that had finished keep
 * their states and outputs, so nothing before the failure repeats its side effects.
 */
export function planResume(definition: Pick<AutomationDefinition, 'nodes'>, run: { id: string; failedNodeId: string | null; nodes: Readonly<Record<string, NodeRunState>> }): ResumePlan {
  if (!run.failedNodeId) return { ok: false, reason: 'no_failed_step' };
  if (!definition.nodes.some((node) => node.id === run.failedNodeId)) return { ok: false, reason: 'failed_step_gone' };
  const finished = Object.fromEntries(Object.entries(run.nodes).filter(([id, state]) => state.status === 'done' && id !== run.failedNodeId));
  return { ok: true, resume: { retryOfRunId: run.id, fromNodeId: run.failedNodeId, steps: stepOutputs(definition, finished), nodes: finished } };
}

/** The interpreter workflow's query for its live RunProgress (the API asks it by this name). */
export const PROGRESS_QUERY = 'progress';
