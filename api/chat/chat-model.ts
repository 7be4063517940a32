import type OpenAI from 'openai';
import { aiKeyStatus, createAiClient, type AiConfig } from '../../activities/ai/ai-config';
import { CHAT_MESSAGES, CHAT_RULES } from '../../domain/chat/chat-rules';
import type { ChatStatusView, ModelDescriptor } from '../../domain/chat/views';

export interface ChatModel {
  client: OpenAI | null;
  /** Why replies cannot be written, when client is null. */
  reason: string | null;
  local: boolean;
  models: ModelDescriptor[];
  defaultModel: string | null;
}

function providerName(config: AiConfig): string {
  if (config.localModel) return 'Local model';
  if (!config.baseUrl) return 'OpenAI';
  try {
    return `OpenAI-compatible (${new URL(config.baseUrl).host})`;
  } catch {
    return 'OpenAI-compatible';
  }
}

/** The model the chat writes with, from the AI settings; without a usable key, none (retrieval only). */
export function chatModel(config: AiConfig): ChatModel {
  const client = createAiClient(config);
  if (!client) {
    const key = aiKeyStatus(config);
    return { client: null, reason: key.usable ? CHAT_MESSAGES.noModel : key.reason, local: false, models: [], defaultModel: null };
  }
  const provider = providerName(config);
  const names = [...new Set([config.model, ...(config.models ?? [])])];
  const models = names.map((name): ModelDescriptor => ({ id: name, name, provider, capabilities: ['chat', 'text-generation'], contextSize: CHAT_RULES.contextSize }));
  return { client, reason: null, local: config.localModel === true, models, defaultModel: config.model };
}

export function chatStatus(model: ChatModel): ChatStatusView {
  return { canGenerate: model.client !== null, reason: model.reason, localModel: model.local, models: model.models, defaultModel: model.defaultModel };
}
