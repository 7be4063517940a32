import { executeChild, uuid4 } from '@temporalio/workflow';
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
 * The proposal is recorded here first, to know whether the step waits for approval; the child finds it recorded.
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
  const proposal = await bookkeeping.recordProposal(request);
  if (proposal.refused) return { error: proposal.refused };

  const childWorkflowId = agentActionWorkflowId(request.actionId);
  updateNode(run, node.id, { childWorkflowId });
  if (proposal.needsApproval) {
    const expiresAt = new Date(Date.parse(since) + request.expiresInSeconds * 1000).toISOString();
    updateNode(run, node.id, { status: 'waiting_for_approval', approval: { auditId: request.auditId, askedOf: run.ownerName, since, expiresAt } });
  }

  const outcome = await executeChild(agentAction, { workflowId: childWorkflowId, args: [request] });
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
