import OpenAI from 'openai';
import { AI_DEFAULTS } from '../../domain/ai/rate-limit';

export interface AiConfig {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string;
}

/** An OpenAI-compatible client, or null when no key is configured (the offline analysers are used). */
export function createAiClient(config: AiConfig): OpenAI | null {
  if (!config.apiKey) return null;
  // Retries on 429 follow the product's own rule (withRateLimitRetry), so the SDK's are off.
  return new OpenAI({ apiKey: config.apiKey, ...(config.baseUrl ? { baseURL: config.baseUrl } : {}), maxRetries: 0, timeout: AI_DEFAULTS.timeoutMs });
}
