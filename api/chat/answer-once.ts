import type { Kysely } from 'kysely';
import type { AiConfig } from '../../activities/ai/ai-config';
import { withRateLimitRetry } from '../../activities/ai/rate-limited';
import type { Embedder } from '../../activities/knowledge/embedder-types';
import type { Database } from '../../db/schema';
import { checkCitations } from '../../domain/chat/citations';
import { retrievalOnlyAnswer } from '../../domain/chat/prompt';
import type { ChatNotice, ChatSource, CheckedCitation } from '../../domain/chat/views';
import { chatModel } from './chat-model';
import { recordChatUses } from './chat-uses';
import { loadAssistant, planReply } from './reply-plan';

export interface OnceAnswer {
  content: string;
  sources: ChatSource[];
  citations: CheckedCitation[];
  notices: ChatNotice[];
  model: string | null;
}

/**
 * An assistant answers one question without a conversation (automations use it): the same retrieval,
 * privileged rules and citation checks as the chat, one completion, nothing streamed.
 */
export async function answerOnce(deps: { db: Kysely<Database>; ai: AiConfig; embedder: Embedder }, userId: string, input: { assistantId: string; question: string }): Promise<OnceAnswer> {
  await loadAssistant(deps.db, userId, input.assistantId);
  const model = chatModel(deps.ai);
  const plan = await planReply({ db: deps.db, embedder: deps.embedder, model }, {
    userId,
    assistantId: input.assistantId,
    conversationId: null,
    turns: [{ role: 'user', content: input.question }],
    model: null,
  });
  let content: string;
  if (plan.completion && model.client) {
    const client = model.client;
    const completion = plan.completion;
    const reply = await withRateLimitRetry(() => client.chat.completions.create(completion));
    content = reply.choices[0]?.message.content ?? '';
  } else {
    content = retrievalOnlyAnswer(plan.sources);
  }
  await recordChatUses(deps.db, userId, input.question, plan.sources);
  return { content, sources: plan.sources, citations: checkCitations(content, plan.sources), notices: plan.notices, model: plan.completion?.model ?? null };
}
