import OpenAI from 'openai';
import type { JsonTask } from '../../domain/ai/analysis-answers';
import { samplingParams, type SamplingOptions } from '../../domain/ai/sampling';
import { withRateLimitRetry } from './rate-limited';

export interface AiModel {
  client: OpenAI;
  model: string;
}

/** The provider failed (an HTTP error, a timeout, a dropped connection), after the 429 retries of seed 001 §8. */
export class AiProviderError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'AiProviderError';
  }
}

/** The model's answer to a task that asked for JSON was not what was asked for. */
export class AiInvalidAnswerError extends Error {
  constructor(readonly what: string) {
    super(`invalid AI answer for the ${what}`);
    this.name = 'AiInvalidAnswerError';
  }
}

type Message = { role: 'system' | 'user'; content: string };

async function complete({ client, model }: AiModel, messages: Message[], sampling: SamplingOptions, json?: JsonTask<unknown>): Promise<string> {
  try {
    const completion = await withRateLimitRetry(() =>
      client.chat.completions.create({
        model,
        ...samplingParams(sampling),
        ...(json ? { response_format: { type: 'json_schema', json_schema: { name: json.name, strict: true, schema: json.schema } } } : {}),
        messages,
      }),
    );
    return completion.choices[0]?.message?.content ?? '';
  } catch (error) {
    if (error instanceof OpenAI.APIError) throw new AiProviderError(error);
    throw error;
  }
}

/** Seed 001 §7 generate-text: a prompt, an optional system prompt; §9's defaults for what the options leave out. */
export async function generateText(model: AiModel, prompt: string, options: SamplingOptions & { systemPrompt?: string | undefined } = {}): Promise<string> {
  const messages: Message[] = [...(options.systemPrompt?.trim() ? [{ role: 'system' as const, content: options.systemPrompt }] : []), { role: 'user', content: prompt }];
  return complete(model, messages, options);
}

/** Asks for a structured answer (JSON schema output) and checks it; a reply that is not one is an AiInvalidAnswerError. */
export async function askForJson<T>(model: AiModel, task: JsonTask<T>, text: string, sampling: SamplingOptions = {}): Promise<T> {
  const raw = await complete(model, [{ role: 'system', content: task.system }, { role: 'user', content: text }], sampling, task as JsonTask<unknown>);
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw new AiInvalidAnswerError(task.what);
  }
  const answer = task.parse(data);
  if (answer === null) throw new AiInvalidAnswerError(task.what);
  return answer;
}
