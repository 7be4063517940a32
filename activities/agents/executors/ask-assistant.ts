import { ApplicationFailure } from '@temporalio/activity';
import type { Kysely } from 'kysely';
import { answerOnce } from '../../../api/chat/answer-once';
import type { Database } from '../../../db/schema';
import { composeQuestion, sourceLabel, type AskAssistantOutput } from '../../../domain/assistant-triggers/question';
import type { AiConfig } from '../../ai/ai-config';
import type { Embedder } from '../../knowledge/embedder-types';
import { requireString } from '../params';

export interface AskAssistantDeps {
  db: Kysely<Database>;
  ai: AiConfig;
  embedder: Embedder;
}

/** A failure of the request itself (no such assistant, bad input) is not retried; the model's are. */
function isClientError(error: unknown): error is Error & { statusCode: number } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return error instanceof Error && typeof status === 'number' && status >= 400 && status < 500;
}

/** ai.ask_assistant: one answer from the user's assistant, from its linked documents (no chat history kept). */
export async function runAskAssistantAction(deps: AskAssistantDeps, userId: string, params: Record<string, unknown>): Promise<AskAssistantOutput> {
  const assistantId = requireString(params, 'assistantId');
  const question = composeQuestion(requireString(params, 'question'), params.subject, params.details);
  try {
    const reply = await answerOnce({ db: deps.db, ai: deps.ai, embedder: deps.embedder }, userId, { assistantId, question });
    const answer = reply.content.trim();
    if (!answer) throw ApplicationFailure.nonRetryable('The assistant gave no answer.', 'EmptyAnswer');
    return {
      answer,
      sources: reply.sources.map(sourceLabel),
      sourceCount: reply.sources.length,
      citationCount: reply.citations.length,
      model: reply.model ?? 'retrieval only',
    };
  } catch (error) {
    if (isClientError(error)) throw ApplicationFailure.nonRetryable(error.message, 'AskAssistantRefused');
    throw error;
  }
}
