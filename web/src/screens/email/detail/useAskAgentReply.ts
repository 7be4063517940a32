import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AGENT_MESSAGES } from '../../../../../domain/agents/action-types';
import type { Agent } from '../../../../../domain/agents/types';
import { AUDIT_QUEUE_ROUTE } from '../../../../../domain/navigation';
import { errorMessage } from '../../../api/ApiError';
import { fetchAgents, proposeAction } from '../../../api/agents';
import { fetchAnalysis } from '../../../api/analysis';
import { queryClient } from '../../../data/queryClient';
import { useActionToast } from '../../../toast/useActionToast';
import { useToast } from '../../../toast/useToast';
import { agentKeys } from '../../agents/state/agentKeys';
import { auditKeys } from '../../audit/state/auditKeys';
import { mailKeys } from '../state/keys';
import { replyBodyFrom } from './replyBody';

export const REPLY_REASON = 'Reply drafted from the e-mail analysis';

/** The user's E-mail Agent: the first active agent of type e-mail that may send replies (an idle one if none is active). */
export function replyingAgent(agents: readonly Agent[]): Agent | undefined {
  const able = agents.filter((agent) => agent.type === 'email' && agent.capabilities.includes('email.send_reply'));
  return able.find((agent) => agent.status === 'active') ?? able.find((agent) => agent.status === 'idle');
}

/** "Ask agent to reply": the E-mail Agent proposes to send the analysis's suggested reply to this message. */
export function useAskAgentReply(accountId: string, messageId: string) {
  const toast = useToast();
  const actionToast = useActionToast();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);

  const ask = async () => {
    setAsking(true);
    try {
      const agents = await fetchAgents();
      queryClient.setQueryData(agentKeys.list(), agents);
      const agent = replyingAgent(agents);
      if (!agent) {
        // With no e-mail agent at all, the wizard sets one up; otherwise the existing one needs activating or the capability.
        const none = !agents.some((one) => one.type === 'email');
        actionToast(
          'error',
          'No active E-mail Agent can send replies',
          none ? { label: 'Set up an E-mail Agent', onClick: () => void navigate('/agent-wizard?type=email') } : { label: 'Open Agents', onClick: () => void navigate('/agents') },
        );
        return;
      }
      // Without an analysis (or if it cannot be read) the agent still proposes a short acknowledgement.
      const view = await fetchAnalysis(accountId, messageId).catch(() => null);
      const reply = await proposeAction(agent.id, {
        type: 'email.send_reply',
        params: { accountId, messageId, body: replyBodyFrom(view?.analysis?.suggestedReply) },
        source: { type: 'email', id: messageId },
        reason: REPLY_REASON,
      });
      void queryClient.invalidateQueries({ queryKey: auditKeys.all });
      if (reply.message === AGENT_MESSAGES.requiresApproval) {
        actionToast('info', 'Reply waiting for approval in the Audit Queue', {
          label: 'Open the Audit Queue',
          onClick: () => void navigate(AUDIT_QUEUE_ROUTE),
          testId: 'open-audit-queue',
        });
      } else {
        toast.success('Reply sent by the E-mail Agent');
        void queryClient.invalidateQueries({ queryKey: mailKeys.folders(accountId) });
        void queryClient.invalidateQueries({ queryKey: mailKeys.lists(accountId) });
      }
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setAsking(false);
    }
  };

  return { ask, asking };
}
