import { startChild, uuid4 } from '@temporalio/workflow';
import { agentActionWorkflowId, type AgentActionRequest } from '../../domain/agents/action-request';
import { DEFAULT_APPROVAL_EXPIRY_SECONDS } from '../../domain/agents/approval-policy';
import { applyOutputMapping, resolveInput } from '../../domain/automation/mapping';
import { DEFAULT_NODE_RETRY, OUT_HANDLE } from '../../domain/automation/node-types';
import { RUN_MESSAGES } from '../../domain/automation/run-messages';
import { agentAction } from '../agent-action';
import { bookkeeping } from './activities';
import { nowIso, updateNode, type NodeHandler } from './run-context';

/**
 * An agent action step runs as a child `agentAction` workflow, so it takes the same path as any agent's
 * proposal: capability gate, the audit queue when a person must approve, the action with the step's retry.
 * The child starts first, so a decision made the moment the audit entry appears always has a workflow to reach;
 * recording the proposal here too (idempotent, whichever writes first) tells whether the step waits for approval.
 */
export const runAgentActionNode: NodeHandler<'agent_action'> = async (node, run) => {
  const { agentId, actionType, input, outputMapping } = node.parameters;
  const resolved = resolveInput(input, run.data);
  if (!resolved.ok) return { error: resolved.errors.map((problem) => problem.message).join(' ') };
  updateNode(run, node.id, { input: resolved.params });

  const request: AgentActionRequest = {
    actionId: uuid4(),
    auditId: uuid4(),
    userId: run.input.userId,
    agentId,
    type: actionType,
    params: resolved.params,
    source: { type: 'automation_run', id: run.runId },
    reason: RUN_MESSAGES.stepOf(node.name, run.automationName),
    confidence: null,
    requireApproval: false,
    expiresInSeconds: DEFAULT_APPROVAL_EXPIRY_SECONDS,
    retry: node.retry ?? DEFAULT_NODE_RETRY,
  };
  const since = nowIso();
  const childWorkflowId = agentActionWorkflowId(request.actionId);
  const child = await startChild(agentAction, { workflowId: childWorkflowId, args: [request] });
  updateNode(run, node.id, { childWorkflowId });
  const proposal = await bookkeeping.recordProposal(request);
  if (!proposal.refused && proposal.needsApproval) {
    const expiresAt = new Date(Date.parse(since) + request.expiresInSeconds * 1000).toISOString();
    updateNode(run, node.id, { status: 'waiting_for_approval', approval: { auditId: request.auditId, askedOf: run.ownerName, since, expiresAt } });
  }

  const outcome = await child.result();
  switch (outcome.state) {
    case 'completed':
      return { handle: OUT_HANDLE, output: applyOutputMapping(outcome.result, outputMapping) };
    case 'rejected':
      return { error: RUN_MESSAGES.rejected };
    case 'expired':
      return { error: RUN_MESSAGES.expired };
    default:
      return { error: outcome.error ?? RUN_MESSAGES.actionFailed };
  }
};
