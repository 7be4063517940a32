import OpenAI from 'openai';
import type { AiConfig } from '../../../activities/ai/ai-config';
import { createAiClient } from '../../../activities/ai/ai-config';
import { withRateLimitRetry } from '../../../activities/ai/rate-limited';
import { AREA_SAMPLING, samplingParams } from '../../../domain/ai/sampling';
import { AI_UNAVAILABLE } from '../../../domain/planning/messages';
import { HttpError } from '../../http-error';

export interface JsonQuestion {
  name: string;
  schema: Record<string, unknown>;
  system: string;
  user: string;
}

export interface AiModel {
  client: OpenAI;
  model: string;
}

/** The configured model, or null when no AI provider is set up (the rules answer then). */
export function aiModelOf(config: AiConfig): AiModel | null {
  const client = createAiClient(config);
  return client ? { client, model: config.model } : null;
}

/**
 * Asks for a structured JSON answer (429s waited out per seed 001 §8). Returns the parsed answer, or
 * undefined when it is empty or not JSON; the caller checks its shape. A provider failure is a 502.
 */
export async function askModelForJson({ client, model }: AiModel, question: JsonQuestion): Promise<unknown> {
  let raw: string;
  try {
    const completion = await withRateLimitRetry(() =>
      client.chat.completions.create({
        model,
        // Seed 001 §7: the agent service's text completion (1000 tokens, temperature 0.7).
        ...samplingParams(AREA_SAMPLING.agentTextCompletion),
        response_format: { type: 'json_schema', json_schema: { name: question.name, strict: true, schema: question.schema } },
        messages: [
          { role: 'system', content: question.system },
          { role: 'user', content: question.user },
        ],
      }),
    );
    raw = completion.choices[0]?.message?.content ?? '';
  } catch (error) {
    if (error instanceof OpenAI.APIError || error instanceof Error) throw new HttpError(502, 'ai_unavailable', AI_UNAVAILABLE, error);
    throw error;
  }
  if (!raw.trim()) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export const invalidAiData = (message: string) => new HttpError(502, 'ai_invalid_data', message);
