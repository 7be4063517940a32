import type { ChatProposal } from '../../domain/chat/proposal-tools';
import type { ChatNotice } from '../../domain/chat/views';
import type { AreaOptions } from '../area-options';
import { ensureStarterAgents } from '../agents/agent-repository';
import { proposeAgentAction } from '../agents/propose-action';
import { HttpError } from '../http-error';

export type ProposeFromChat = (userId: string, messageId: string, proposals: readonly ChatProposal[]) => Promise<ChatNotice[]>;

/**
 * The chat's proposals go through the agents' approval flow: each becomes an action of one of the
 * person's agents that may do it, always waiting for approval in the audit queue.
 */
export function proposerFor(options: AreaOptions): ProposeFromChat {
  return async (userId, messageId, proposals) => {
    const notices: ChatNotice[] = [];
    // A person who never opened the Agents page still has the starter agents that may do these.
    await ensureStarterAgents(options.db, userId);
    for (const proposal of proposals) {
      const agent = await options.db
        .selectFrom('agents')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '!=', 'inactive')
        .where((eb) => eb(eb.val<string>(proposal.type), '=', eb.fn.any('capabilities')))
        .orderBy('created_at')
        .executeTakeFirst();
      if (!agent) {
        notices.push({ kind: 'action-refused', text: `${proposal.summary} was not proposed: none of your active agents may do this. Give one the capability on the Agents page.` });
        continue;
      }
      try {
        const result = await proposeAgentAction(options, userId, agent.id, {
          type: proposal.type,
          params: proposal.params,
          source: { type: 'chat', id: messageId },
          reason: 'Proposed by the AI assistant in chat',
          requireApproval: true,
        });
        notices.push({ kind: 'action-proposed', text: `Waiting for your approval in the audit queue: ${proposal.summary}`, auditId: result.auditId });
      } catch (error) {
        const reason = error instanceof HttpError ? error.message : 'it could not be saved';
        notices.push({ kind: 'action-refused', text: `${proposal.summary} was not proposed: ${reason}` });
      }
    }
    return notices;
  };
}
