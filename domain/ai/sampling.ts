import { AI_DEFAULTS } from './rate-limit';

/** How a completion samples; anything left out takes seed 001 §9's default (2048 tokens, 0.7, top-p 0.95). */
export interface SamplingOptions {
  maxTokens?: number | undefined;
  temperature?: number | undefined;
  topP?: number | undefined;
}

/** The parameters of a chat completion request, in the provider's names. */
export interface SamplingParams {
  max_tokens: number;
  temperature: number;
  top_p: number;
}

export function samplingParams(options: SamplingOptions = {}): SamplingParams {
  return {
    max_tokens: options.maxTokens ?? AI_DEFAULTS.maxTokens,
    temperature: options.temperature ?? AI_DEFAULTS.temperature,
    top_p: options.topP ?? AI_DEFAULTS.topP,
  };
}

/** Each area's own rule of seed 001 §7/§9, where it has one. */
export const AREA_SAMPLING = {
  /** Assistants: temperature 0.3, max 2048 tokens. */
  assistant: { temperature: 0.3, maxTokens: 2048 },
  /** Workflow generation runs at 0.3. */
  workflowGeneration: { temperature: 0.3 },
  /** Workflow text enhancement runs at 0.7. */
  textEnhancement: { temperature: 0.7 },
  /** The agent service's text completion: maxTokens 1000, temperature 0.7. */
  agentTextCompletion: { maxTokens: 1000, temperature: 0.7 },
} as const satisfies Record<string, SamplingOptions>;
