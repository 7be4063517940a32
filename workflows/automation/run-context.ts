import type { ApprovalDecision } from '../../domain/agents/action-request';
import type { AutomationDefinition, AutomationNodeOf, NodeType } from '../../domain/automation/definition';
import type { RunData } from '../../domain/automation/mapping';
import type { AutomationRunInput, NodeRunState, RunProgress } from '../../domain/automation/run-state';

/** Everything a node handler may read or record while a run moves through the graph. */
export interface RunContext {
  input: AutomationRunInput;
  runId: string;
  workflowId: string;
  definition: AutomationDefinition;
  automationName: string;
  /** Who approval steps ask (the automation's owner), by display name. */
  ownerName: string;
  /** The trigger data and every finished step's output, by node id. */
  data: RunData;
  progress: RunProgress;
  /** Decisions the audit queue signalled for this run's approval steps, by audit entry id. */
  decisions: Map<string, ApprovalDecision>;
}

/** How a node leaves: by an output handle (null: the branch ends here), or failed with a message for the run. */
export type NodeResult = { handle: string | null; output?: unknown } | { error: string };

export type NodeHandler<T extends NodeType = NodeType> = (node: AutomationNodeOf<T>, run: RunContext) => Promise<NodeResult>;

export type NodeHandlers = { [T in NodeType]: NodeHandler<T> };

export function updateNode(run: RunContext, nodeId: string, patch: Partial<NodeRunState>): void {
  run.progress.nodes[nodeId] = { ...(run.progress.nodes[nodeId] ?? { status: 'pending' }), ...patch };
}

/** Workflow time (deterministic on replay), as the ISO strings the states hold. */
export const nowIso = () => new Date().toISOString();

