import { sql, type Kysely } from 'kysely';
import type OpenAI from 'openai';
import { withRateLimitRetry } from '../../../activities/ai/rate-limited';
import type { Embedder } from '../../../activities/knowledge/embedder-types';
import type { Database } from '../../../db/schema';
import type { LegalServicesConfig } from '../../../domain/legal/services-config';
import type { CheckedLegalCitation } from '../../../domain/legal/types';
import { extractCitations } from '../../../domain/legal/citations/extract';
import { checkCitations as checkLegalCitations } from '../../legal/citations/check';
import { CHAT_MESSAGES, CHAT_RULES, errorTextOf } from '../../../domain/chat/chat-rules';
import { checkCitations } from '../../../domain/chat/citations';
import { retrievalOnlyAnswer, type PromptTurn } from '../../../domain/chat/prompt';
import { conversationTitle } from '../../../domain/chat/titles';
import type { ChatMessageStatus, ChatNotice } from '../../../domain/chat/views';
import { proposalFromToolCall, type ChatProposal } from '../../../domain/chat/proposal-tools';
import type { ProposeFromChat } from '../propose-from-chat';
import type { ChatModel } from '../chat-model';
import { recordChatUses } from '../chat-uses';
import { conversationScopes } from '../conversation-scope';
import { messageView } from '../message-views';
import { planReply } from '../reply-plan';
import type { LiveReplies, LiveReply } from './live-replies';
import { PartialWriter } from './partial-writer';

export interface ReplyDeps {
  db: Kysely<Database>;
  embedder: Embedder;
  model: ChatModel;
  live: LiveReplies;
  propose: ProposeFromChat;
  /** The case-law services legal citations in answers are checked with (professional mode). */
  legal: LegalServicesConfig;
}

export interface ReplyJob {
  messageId: string;
  conversationId: string;
  userId: string;
  assistantId: string | null;
  model: string | null;
  turns: PromptTurn[];
  /** The question's vector, when its computation was started early. */
  questionVector?: Promise<number[]> | undefined;
}

class StopRequested extends Error {}

/**
 * Starts writing an assistant message that is already in the database with status 'streaming'. Runs in
 * this process after the request that asked for it has been answered; the text is written to the row
 * every 5th chunk, so a reader elsewhere (or after a reload) sees it grow; a Stop from any process is
 * noticed at those writes.
 */
export function startReply(deps: ReplyDeps, job: ReplyJob): LiveReply {
  const live = deps.live.open(job.messageId);
  live.finished = writeReply(deps, job, live)
    .catch(() => undefined)
    .finally(() => deps.live.close(live));
  return live;
}

async function writeReply(deps: ReplyDeps, job: ReplyJob, live: LiveReply): Promise<void> {
  const { db } = deps;
  const question = job.turns.at(-1)?.content ?? '';
  let status: ChatMessageStatus = 'complete';
  let proposalNotices: ChatNotice[] = [];
  let error: string | null = null;
  try {
    const plan = await planReply({ db, embedder: deps.embedder, model: deps.model }, { userId: job.userId, assistantId: job.assistantId, conversationId: job.conversationId, turns: job.turns, model: job.model, questionVector: job.questionVector, allowProposals: true });
    const modelName = plan.completion?.model ?? null;
    live.publish({ type: 'sources', sources: plan.sources, notices: plan.notices });
    // The sources and the reading log are written while the model starts on its answer.
    const written = Promise.all([
      db
        .updateTable('chat_messages')
        .set({ sources: JSON.stringify(plan.sources), notices: JSON.stringify(plan.notices), model: modelName, provider: modelName ? (deps.model.models[0]?.provider ?? null) : null, updated_at: new Date() })
        .where('id', '=', job.messageId)
        .execute(),
      recordChatUses(db, job.userId, question, plan.sources),
    ]);
    try {
      if (plan.completion && deps.model.client) {
        const toolCalls = await streamCompletion(deps, deps.model.client, plan.completion, job.messageId, live);
        proposalNotices = await proposeCalls(deps, job, toolCalls);
        if (!live.content.trim() && proposalNotices.length > 0) live.append(proposalNotices.map((notice) => notice.text).join('\n\n'));
      } else {
        live.append(retrievalOnlyAnswer(plan.sources));
      }
    } finally {
      await written;
    }
  } catch (failure) {
    if (live.abort.signal.aborted || failure instanceof StopRequested) {
      status = 'stopped';
    } else {
      status = 'error';
      error = errorTextOf(failure);
    }
  }
  const content = status === 'error' ? CHAT_MESSAGES.apology : live.content;
  const legalCitations = status === 'error' ? [] : await checkedLegalCitations(deps, job, content);
  const row = await db
    .updateTable('chat_messages')
    .set({
      content,
      status,
      error,
      citations: JSON.stringify(status === 'error' ? [] : checkCitations(content, live.sources)),
      legal_citations: JSON.stringify(legalCitations),
      ...(proposalNotices.length > 0 ? { notices: JSON.stringify([...live.notices, ...proposalNotices]) } : {}),
      stop_requested: false,
      updated_at: new Date(),
    })
    .where('id', '=', job.messageId)
    .returningAll()
    .executeTakeFirst();
  await finishConversation(db, job, question);
  if (row) live.publish({ type: 'done', message: messageView(row) });
}

/**
 * With professional mode on, every legal citation in a finished answer is checked before it is shown (issue 14).
 * checkCitations itself never throws for a service failure; a database failure here leaves the list empty
 * rather than losing the answer.
 */
async function checkedLegalCitations(deps: ReplyDeps, job: ReplyJob, content: string): Promise<CheckedLegalCitation[]> {
  const { userId } = job;
  try {
    const found = extractCitations(content);
    if (found.length === 0) return [];
    const settings = await deps.db.selectFrom('user_settings').select('professional_mode').where('user_id', '=', userId).executeTakeFirst();
    if (!settings?.professional_mode) return [];
    // The firm's documents are looked up where the conversation reads, never across the matter wall.
    return await checkLegalCitations(deps.db, deps.legal, await conversationScopes(deps.db, userId, job.assistantId), content, found);
  } catch {
    return [];
  }
}

interface ToolCall {
  name: string;
  arguments: string;
}

async function streamCompletion(deps: ReplyDeps, client: OpenAI, completion: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming, messageId: string, live: LiveReply): Promise<ToolCall[]> {
  const { signal } = live.abort;
  const stream = await withRateLimitRetry(() => client.chat.completions.create({ ...completion, stream: true }, { signal }));
  const writer = new PartialWriter(deps.db, messageId, () => live.content, () => live.abort.abort());
  let chunks = 0;
  const toolCalls: ToolCall[] = [];
  try {
    for await (const chunk of stream) {
      if (signal.aborted) break;
      for (const call of chunk.choices[0]?.delta?.tool_calls ?? []) {
        const entry = (toolCalls[call.index] ??= { name: '', arguments: '' });
        entry.name += call.function?.name ?? '';
        entry.arguments += call.function?.arguments ?? '';
      }
      const text = chunk.choices[0]?.delta?.content ?? '';
      if (!text) continue;
      live.append(text);
      chunks++;
      if (chunks % CHAT_RULES.flushEveryChunks === 0) writer.write();
    }
  } finally {
    await writer.settled();
  }
  // An aborted stream may end quietly instead of throwing.
  if (signal.aborted) throw new StopRequested();
  return toolCalls.filter(Boolean);
}

async function proposeCalls(deps: ReplyDeps, job: ReplyJob, calls: readonly ToolCall[]): Promise<ChatNotice[]> {
  const proposals: ChatProposal[] = [];
  const refused: ChatNotice[] = [];
  for (const call of calls) {
    const proposal = proposalFromToolCall(call.name, call.arguments);
    if ('problem' in proposal) refused.push({ kind: 'action-refused', text: proposal.problem });
    else proposals.push(proposal);
  }
  return [...refused, ...(proposals.length > 0 ? await deps.propose(job.userId, job.messageId, proposals) : [])];
}

/** The conversation moves to the top of the history; its first answer gives it its title. */
async function finishConversation(db: Kysely<Database>, job: ReplyJob, question: string): Promise<void> {
  await db
    .updateTable('conversations')
    .set({
      updated_at: new Date(),
      title: sql<string>`case when title_source = 'auto' and title = '' then ${conversationTitle(question)} else title end`,
    })
    .where('id', '=', job.conversationId)
    .execute();
}
