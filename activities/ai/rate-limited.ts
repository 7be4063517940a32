import OpenAI from 'openai';
import { RATE_LIMIT_MAX_RETRIES, rateLimitDelayMs } from '../../domain/ai/rate-limit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs an AI call, waiting out 429s per seed 001 §8, then failing with the provider's error. */
export async function withRateLimitRetry<T>(call: () => Promise<T>, wait: (ms: number) => Promise<unknown> = sleep): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof OpenAI.APIError) || error.status !== 429 || retry >= RATE_LIMIT_MAX_RETRIES) throw error;
      await wait(rateLimitDelayMs(retry, error.headers?.get('retry-after')));
    }
  }
}
