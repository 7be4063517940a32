import { executeChild, proxyActivities, uuid4, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../../activities/index';
import type { AgentActionRequest } from '../../domain/agents/action-request';
import { agentActionWorkflowId } from '../../domain/agents/action-request';
import { DEFAULT_NODE_RETRY } from '../../domain/automation/node-types';
import { agentAction } from '../../workflows/agent-action';

const bookkeeping = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 5, initialInterval: '1 second', backoffCoefficient: 2 },
});

export interface HandWrittenRunInput {
  runId: string;
  userId: string;
  automationId: string;
  agentId: string;
  titles: string[];
}

/**
 * The interpreter's baseline: the same work as `automationRun` on a straight line of task.create steps
 * (the run row, then per step the recorded proposal and the agentAction child, then the final states),
 * written out by hand: no definition walk, no input mapping, no node states.
 */
export async function handWrittenRun(input: HandWrittenRunInput): Promise<void> {
  const { workflowId } = workflowInfo();
  await bookkeeping.beginAutomationRun({
    runId: input.runId,
    workflowId,
    userId: input.userId,
    automationId: input.automationId,
    version: 1,
    triggerType: 'manual',
    triggerData: {},
    retryOf: null,
    resumedFromNodeId: null,
  });
  for (const [index, title] of input.titles.entries()) {
    const request: AgentActionRequest = {
      actionId: uuid4(),
      auditId: uuid4(),
      userId: input.userId,
      agentId: input.agentId,
      type: 'task.create',
      params: { title },
      source: { type: 'automation_run', id: input.runId },
      reason: `Step “step_${index}” of “Bench”`,
      confidence: null,
      requireApproval: false,
      expiresInSeconds: 86_400,
      retry: DEFAULT_NODE_RETRY,
    };
    await bookkeeping.recordProposal(request);
    await executeChild(agentAction, { workflowId: agentActionWorkflowId(request.actionId), args: [request] });
  }
  await bookkeeping.finishAutomationRun({ runId: input.runId, status: 'completed', error: null, failedNodeId: null, nodes: {} });
}
