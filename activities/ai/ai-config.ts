import OpenAI from 'openai';
import { AI_DEFAULTS } from '../../domain/ai/rate-limit';

export interface AiConfig {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string;
  /** AI_LOCAL_MODEL=true: the model runs on the firm's own machines, so privileged documents may be sent to it. */
  localModel?: boolean;
  /** OPENAI_MODELS: further models offered in the chat's model choice (the default model comes first). */
  models?: string[];
  /** OPENAI_KEY_PREFIX: the vendor prefix every key must start with (e.g. "sk-"), when one is configured. */
  keyPrefix?: string;
}

/** An OpenAI-compatible client, or null when no key is configured (the offline analysers are used). */
export function createAiClient(config: AiConfig): OpenAI | null {
  if (!config.apiKey) return null;
  // Retries on 429 follow the product's own rule (withRateLimitRetry), so the SDK's are off.
  return new OpenAI({ apiKey: config.apiKey, ...(config.baseUrl ? { baseURL: config.baseUrl } : {}), maxRetries: 0, timeout: AI_DEFAULTS.timeoutMs });
}
