import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { agentActionWorkflowId, type AgentActionRequest } from '../../domain/agents/action-request';
import { ACTION_TYPES, actionRequestProblem, AGENT_MESSAGES, type ActionType } from '../../domain/agents/action-types';
import { requiresApproval } from '../../domain/agents/approval-policy';
import { isWithinWorkingHours, outsideWorkingHoursReason } from '../../domain/agents/working-hours';
import type { MailDeps } from '../mail/mail-deps';
import { userTimeZone } from '../settings/user-zone';
import { buildPreview } from './preview';

/** What a proposal will be recorded as: refused (with why), or pending / auto-approved, with its preview. */
export interface PreparedProposal {
  refusal: string | null;
  needsApproval: boolean;
  agentName: string | null;
  agentType: string;
  preview: unknown;
  /** Why it waits although the agent's autonomy would let it act (outside its working hours), or null. */
  waitReason: string | null;
}

/**
 * The capability gate and the preview, read before the proposal is written (the preview may ask the mailbox).
 * Outside the agent's working hours (in the user's time zone) every action waits for a person, whatever the autonomy.
 */
export async function prepareProposal(deps: MailDeps, request: AgentActionRequest, now = new Date()): Promise<PreparedProposal> {
  const agent = await deps.db.selectFrom('agents').selectAll().where('id', '=', request.agentId).where('user_id', '=', request.userId).executeTakeFirst();
  const refusal = !agent ? AGENT_MESSAGES.agentNotFound : agent.status === 'inactive' ? AGENT_MESSAGES.agentInactive : actionRequestProblem(request.type, agent.capabilities);
  const byAutonomy = !refusal && agent ? requiresApproval(request.type as ActionType, agent.autonomy_level, request.requireApproval) : false;
  const hours = agent?.working_hours ?? null;
  const outside = !refusal && hours !== null && !isWithinWorkingHours(now, hours, await userTimeZone(deps.db, request.userId));
  const waitReason = outside && hours ? outsideWorkingHoursReason(hours) : null;
  const preview = refusal ? null : await buildPreview(deps, request.userId, request.type as ActionType, request.params).catch((error: unknown) => ({ unavailable: String(error) }));
  return { refusal, needsApproval: byAutonomy || outside, agentName: agent?.name ?? null, agentType: agent?.type ?? 'unknown', preview, waitReason };
}

/** The action and its audit entry, inside the caller's transaction; a proposal already written is left as it is. */
export async function writeProposal(trx: Transaction<Database>, request: AgentActionRequest, prepared: PreparedProposal, now = new Date()): Promise<void> {
  const { refusal, needsApproval } = prepared;
  await trx
    .insertInto('agent_actions')
    .values({
      id: request.actionId,
      user_id: request.userId,
      agent_id: request.agentId,
      type: request.type,
      input: JSON.stringify(request.params),
      status: refusal ? 'failed' : 'pending',
      error: refusal,
      workflow_id: agentActionWorkflowId(request.actionId),
      ...(refusal ? { completed_at: now } : {}),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('audit_entries')
    .values({
      id: request.auditId,
      user_id: request.userId,
      agent_id: prepared.agentName !== null ? request.agentId : null,
      action_id: request.actionId,
      action_type: request.type,
      status: refusal ? 'failed' : needsApproval ? 'pending' : 'auto_approved',
      description: describe(request.type, prepared.agentName ?? 'Unknown agent'),
      source_type: request.source?.type ?? null,
      source_id: request.source?.id ?? null,
      details: JSON.stringify({
        params: request.params,
        agentType: prepared.agentType,
        agentName: prepared.agentName ?? undefined,
        preview: prepared.preview,
        ...(request.reason || prepared.waitReason ? { reason: [request.reason, prepared.waitReason].filter(Boolean).join(' ') } : {}),
        confidence: request.confidence,
        ...(refusal ? { error: refusal } : {}),
      }),
      expires_at: needsApproval ? new Date(now.getTime() + request.expiresInSeconds * 1000) : null,
      workflow_id: agentActionWorkflowId(request.actionId),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

function describe(type: string, agentName: string): string {
  const label = type in ACTION_TYPES ? ACTION_TYPES[type as ActionType].label : type;
  return `${agentName}: ${label}`;
}
