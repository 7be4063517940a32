import type { Kysely } from 'kysely';
import type OpenAI from 'openai';
import type { Embedder } from '../../activities/knowledge/embedder-types';
import type { Database } from '../../db/schema';
import { AI_DEFAULTS } from '../../domain/ai/rate-limit';
import { CHAT_MESSAGES, CHAT_RULES } from '../../domain/chat/chat-rules';
import { fitTurns, systemPrompt, type PromptTurn } from '../../domain/chat/prompt';
import { PROPOSAL_INSTRUCTIONS, PROPOSAL_TOOLS } from '../../domain/chat/proposal-tools';
import type { ChatNotice, ChatSource } from '../../domain/chat/views';
import { notFound } from '../http-error';
import type { ChatModel } from './chat-model';
import { retrieveSources } from './retrieval';

export interface AssistantSettings {
  id: string;
  systemPrompt: string;
  model: string | null;
  temperature: number;
  maxTokens: number;
}

export async function loadAssistant(db: Kysely<Database>, userId: string, assistantId: string): Promise<AssistantSettings> {
  const row = await db
    .selectFrom('assistants')
    .select(['id', 'system_prompt', 'model', 'temperature', 'max_tokens'])
    .where('id', '=', assistantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(CHAT_MESSAGES.assistantNotFound(assistantId));
  return { id: row.id, systemPrompt: row.system_prompt, model: row.model, temperature: row.temperature, maxTokens: row.max_tokens };
}

export interface ReplyRequest {
  userId: string;
  assistantId: string | null;
  conversationId: string | null;
  /** The conversation so far, ending with the question. */
  turns: PromptTurn[];
  /** The model asked for (conversation or message), else the assistant's, else the default. */
  model: string | null;
  questionVector?: Promise<number[]> | undefined;
  /** Offer the model the tools that propose tasks and calendar events (the chat does; automations do not). */
  allowProposals?: boolean;
}

export interface ReplyPlan {
  sources: ChatSource[];
  notices: ChatNotice[];
  /** null: no model can be used; the reply lists the passages. */
  completion: (OpenAI.Chat.ChatCompletionCreateParamsNonStreaming & { model: string }) | null;
}

/** What a reply will be made from: the passages found, the notices to show, and the model request. */
export async function planReply(deps: { db: Kysely<Database>; embedder: Embedder; model: ChatModel }, request: ReplyRequest): Promise<ReplyPlan> {
  const assistant = request.assistantId ? await loadAssistant(deps.db, request.userId, request.assistantId) : null;
  const question = request.turns.at(-1)?.content ?? '';
  const canUseModel = deps.model.client !== null;
  const retrieval = await retrieveSources(deps.db, deps.embedder, {
    userId: request.userId,
    assistantId: request.assistantId,
    conversationId: request.conversationId,
    question,
    questionVector: request.questionVector,
    // Nothing leaves the firm when there is no model, or when the model runs on its own machines.
    allowPrivileged: !canUseModel || deps.model.local,
  });
  const notices: ChatNotice[] = [];
  if (retrieval.withheld > 0) notices.push({ kind: 'privileged-withheld', text: CHAT_MESSAGES.privilegedWithheld(retrieval.withheld) });
  if (retrieval.unavailable) notices.push({ kind: 'no-sources', text: `Your documents could not be searched: ${retrieval.unavailable}` });
  if (!canUseModel) {
    notices.push({ kind: 'retrieval-only', text: CHAT_MESSAGES.noModel });
    return { sources: retrieval.sources, notices, completion: null };
  }
  const modelName = pickModel(deps.model, request.model ?? assistant?.model ?? null);
  const system = [systemPrompt(assistant?.systemPrompt ?? null, retrieval.sources), ...(request.allowProposals ? [PROPOSAL_INSTRUCTIONS] : [])].join('\n\n');
  const maxTokens = assistant?.maxTokens ?? AI_DEFAULTS.maxTokens;
  const turns = fitTurns(request.turns, system.length, CHAT_RULES.contextSize, maxTokens);
  return {
    sources: retrieval.sources,
    notices,
    completion: {
      model: modelName,
      messages: [{ role: 'system', content: system }, ...turns.map((turn) => ({ role: turn.role, content: turn.content }))],
      max_tokens: maxTokens,
      temperature: assistant?.temperature ?? AI_DEFAULTS.temperature,
      top_p: AI_DEFAULTS.topP,
      ...(request.allowProposals ? { tools: PROPOSAL_TOOLS, tool_choice: 'auto' as const } : {}),
    },
  };
}

/** A model the workspace offers; anything else falls back to the default. */
function pickModel(model: ChatModel, wanted: string | null): string {
  if (wanted && model.models.some((descriptor) => descriptor.id === wanted)) return wanted;
  return model.defaultModel ?? wanted ?? '';
}
