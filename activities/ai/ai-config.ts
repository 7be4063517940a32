import OpenAI from 'openai';
import { checkAiKey } from '../../domain/ai/key-check';
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

export type AiKeyStatus = { usable: true } | { usable: false; reason: string; specText: string };

/**
 * Whether the configured key can be used (seed 001 §5: non-empty, not a placeholder, at least 30
 * characters, the vendor's prefix when OPENAI_KEY_PREFIX is set). When not: `reason` is a plain sentence
 * for screens, `specText` the spec's own text ('Gemini API key is missing.' for an absent key).
 */
export function aiKeyStatus(config: Pick<AiConfig, 'apiKey' | 'keyPrefix'> & Partial<Pick<AiConfig, 'baseUrl' | 'localModel'>>): AiKeyStatus {
  // A server on the firm's own machines (AI_LOCAL_MODEL with OPENAI_BASE_URL) takes any key, or none.
  if (isSelfHosted(config)) return { usable: true };
  const check = checkAiKey(config.apiKey, { keyPrefix: config.keyPrefix });
  return check.usable ? { usable: true } : { usable: false, reason: check.reason, specText: check.specText };
}

/**
 * An OpenAI-compatible client, or null when there is no usable key (the offline analysers are used):
 * seed 001 §5's service refuses to start on a key that fails the checks.
 */
export function createAiClient(config: AiConfig): OpenAI | null {
  if (!aiKeyStatus(config).usable) return null;
  const apiKey = config.apiKey || (isSelfHosted(config) ? 'self-hosted' : undefined);
  if (!apiKey) return null;
  // Retries on 429 follow the product's own rule (withRateLimitRetry), so the SDK's are off.
  return new OpenAI({ apiKey, ...(config.baseUrl ? { baseURL: config.baseUrl } : {}), maxRetries: 0, timeout: AI_DEFAULTS.timeoutMs });
}

function isSelfHosted(config: Partial<Pick<AiConfig, 'baseUrl' | 'localModel'>>): boolean {
  return config.localModel === true && Boolean(config.baseUrl);
}
