import { randomUUID } from 'node:crypto';
import { prepareProposal, writeProposal } from '../../activities/agents/proposal-record';
import type { MailDeps } from '../../activities/mail/mail-deps';
import { agentActionWorkflowId, type ActionProposal, type AgentActionRequest } from '../../domain/agents/action-request';
import { actionRequestProblem, AGENT_MESSAGES, isActionType } from '../../domain/agents/action-types';
import { DEFAULT_APPROVAL_EXPIRY_SECONDS } from '../../domain/agents/approval-policy';
import { HttpError, notFound } from '../http-error';
import type { Outbox } from '../outbox/outbox';
import { workflowUiUrl, type TemporalHandle } from '../temporal/client';

/**
 * An agent proposes an action: refused at once when the agent lacks the capability; otherwise the action,
 * its audit entry and the start of its durable workflow (id agent-action:{actionId}) are one commit, so
 * the caller can point at the entry and the action runs even if the process dies right after.
 */
export async function proposeAgentAction(deps: MailDeps & { temporal: TemporalHandle; outbox: Outbox }, userId: string, agentId: string, input: ActionProposal) {
  const agent = await deps.db.selectFrom('agents').select(['capabilities', 'status']).where('id', '=', agentId).where('user_id', '=', userId).executeTakeFirst();
  if (!agent) throw notFound(AGENT_MESSAGES.agentNotFound);
  const problem = actionRequestProblem(input.type, agent.capabilities);
  if (problem) throw new HttpError(isActionType(input.type) ? 403 : 400, isActionType(input.type) ? 'missing_capability' : 'unknown_action_type', problem);
  if (agent.status === 'inactive') throw new HttpError(409, 'agent_inactive', AGENT_MESSAGES.agentInactive);

  const actionId = randomUUID();
  const request: AgentActionRequest = {
    actionId,
    auditId: randomUUID(),
    userId,
    agentId,
    type: input.type,
    params: input.params,
    source: input.source ?? null,
    reason: input.reason ?? null,
    confidence: input.confidence ?? null,
    requireApproval: input.requireApproval ?? false,
    expiresInSeconds: input.expiresInSeconds ?? DEFAULT_APPROVAL_EXPIRY_SECONDS,
  };
  const workflowId = agentActionWorkflowId(actionId);
  const prepared = await prepareProposal(deps, request);
  // The workflow's first step finds the proposal written and leaves it as it is.
  await deps.outbox.transaction(async (trx, intents) => {
    await writeProposal(trx, request, prepared);
    await intents.start('agentAction', workflowId, [request]);
  });
  const { needsApproval } = prepared;
  return {
    success: !needsApproval,
    message: needsApproval ? AGENT_MESSAGES.requiresApproval : 'Action started',
    actionId,
    auditId: request.auditId,
    workflowId,
    workflowUrl: workflowUiUrl(deps.temporal, workflowId),
  };
}
