import { ApplicationFailure } from '@temporalio/activity';
import { AGENT_MESSAGES, isActionType } from '../../domain/agents/action-types';
import type { AiConfig } from '../ai/ai-config';
import type { Embedder } from '../knowledge/embedder-types';
import type { MailDeps } from '../mail/mail-deps';
import { runAiTextAction } from './executors/ai-text';
import { runAskAssistantAction } from './executors/ask-assistant';
import { runCalendarAction } from './executors/calendar';
import { runEmailAction } from './executors/email';
import { runTaskAction } from './executors/task';

export interface RunActionInput {
  actionId: string;
  userId: string;
  type: string;
  params: Record<string, unknown>;
}

/** Runs an approved (or auto-approved) action; the workflow retries it per the agents' backoff rule. */
export function createRunActionActivity(deps: MailDeps & { ai: AiConfig; embedder: Embedder }) {
  return {
    async runAgentAction({ actionId, userId, type, params }: RunActionInput): Promise<unknown> {
      await deps.db.updateTable('agent_actions').set({ started_at: new Date() }).where('id', '=', actionId).where('started_at', 'is', null).execute();
      if (!isActionType(type)) throw ApplicationFailure.nonRetryable(type.startsWith('email.') ? AGENT_MESSAGES.unsupportedEmailAction : AGENT_MESSAGES.unknownActionType(type), 'ValidationError');
      const area = type.split('.')[0];
      if (area === 'email') return runEmailAction(deps, userId, type, params);
      if (area === 'calendar') return runCalendarAction(deps.db, userId, type, params);
      if (area === 'task') return runTaskAction(deps.db, userId, type, params, { actionId });
      if (type === 'ai.ask_assistant') return runAskAssistantAction(deps, userId, params);
      const agent = await deps.db
        .selectFrom('agent_actions as x')
        .innerJoin('agents as a', 'a.id', 'x.agent_id')
        .select('a.config')
        .where('x.id', '=', actionId)
        .where('x.user_id', '=', userId)
        .executeTakeFirst();
      return runAiTextAction(deps, userId, type, params, agent?.config);
    },
  };
}
