import type { AiConfig } from '../../activities/ai/ai-config';
import { aiKeyStatus, createAiClient } from '../../activities/ai/ai-config';
import { AiInvalidAnswerError, AiProviderError, type AiModel } from '../../activities/ai/text-service';
import { AI_KEY_MISSING } from '../../domain/ai/key-check';
import { AI_MESSAGES, AI_PLAIN_MESSAGES } from '../../domain/ai/text-analysis';
import { HttpError } from '../http-error';

/** The spec's text first, then what to do, in the one error shape. */
const both = (specText: string, plain: string) => `${specText} ${plain}`;

/** The model to call, or a 503 saying why there is none (the spec's text, then a plain sentence). */
export function requireAiModel(config: AiConfig): AiModel {
  const client = createAiClient(config);
  if (client) return { client, model: config.model };
  const status = aiKeyStatus(config);
  if (status.usable) throw new HttpError(503, 'ai_not_configured', AI_MESSAGES.generationFailed);
  const code = status.specText === AI_KEY_MISSING ? 'ai_key_missing' : 'ai_key_invalid';
  throw new HttpError(503, code, both(status.specText, status.reason));
}

/** A provider failure after the retries is a 503 with seed 001 §8's text; an answer that is not what was asked, a 502. */
export function aiFailureToHttp(error: unknown): unknown {
  if (error instanceof AiProviderError) return new HttpError(503, 'ai_generation_failed', both(AI_MESSAGES.generationFailed, AI_PLAIN_MESSAGES.generationFailed), error);
  if (error instanceof AiInvalidAnswerError) return new HttpError(502, 'ai_invalid_data', AI_PLAIN_MESSAGES.invalidData(error.what), error);
  return error;
}

/** Runs an AI call, turning its failures into the replies above. */
export async function callAi<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw aiFailureToHttp(error);
  }
}
