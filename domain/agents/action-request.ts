/** What a caller (a person, the mail screen, an automation) asks an agent to do. */
export interface ActionProposal<Type extends string = string> {
  type: Type;
  params: Record<string, unknown>;
  source?: { type: string; id: string };
  reason?: string;
  confidence?: number;
  requireApproval?: boolean;
  expiresInSeconds?: number;
}

/** A proposal that an agent act, as the agent-action workflow receives it. */
export interface AgentActionRequest {
  actionId: string;
  auditId: string;
  userId: string;
  agentId: string;
  type: string;
  params: Record<string, unknown>;
  /** What prompted it, e.g. { type: 'email', id: messageId }. */
  source: { type: string; id: string } | null;
  /** Why the agent proposes it, and how sure the model was. */
  reason: string | null;
  confidence: number | null;
  /** A person must decide even when the agent's autonomy would allow it (e.g. an approval step). */
  requireApproval: boolean;
  expiresInSeconds: number;
  /** How the action itself is retried; absent: the agents' rule (seed 001 §9, AGENT_ACTION_RETRY). An automation step passes its own. */
  retry?: AgentActionRetry;
}

/** The shape of an automation node's retry policy (automation/definition.ts RetryPolicy). */
export interface AgentActionRetry {
  maximumAttempts: number;
  initialIntervalSeconds: number;
  backoffCoefficient: number;
}

export interface ApprovalDecision {
  /** The audit entry decided; lets a workflow waiting on several entries (an automation run) tell them apart. */
  auditId?: string;
  decision: 'approve' | 'reject';
  decidedBy: string;
  /** Parameters as the person edited them before approving. */
  params?: Record<string, unknown>;
}

export type AgentActionState = 'proposed' | 'waiting_for_approval' | 'running' | 'completed' | 'failed' | 'rejected' | 'expired' | 'refused';

export interface AgentActionOutcome {
  state: Extract<AgentActionState, 'completed' | 'failed' | 'rejected' | 'expired' | 'refused'>;
  result: unknown;
  error: string | null;
}

export const agentActionWorkflowId = (actionId: string) => `agent-action:${actionId}`;
