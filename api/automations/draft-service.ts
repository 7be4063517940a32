/** Drafting an automation from the user's words with an OpenAI-compatible model (seed 001 §5, §7, §9). */
import type { FastifyBaseLogger } from 'fastify';
import OpenAI from 'openai';
import { withRateLimitRetry } from '../../activities/ai/rate-limited';
import { AREA_SAMPLING, samplingParams } from '../../domain/ai/sampling';
import { AI_MESSAGES } from '../../domain/ai/text-analysis';
import type { DraftReply } from '../../domain/automation/contract';
import { AUTOMATION_MESSAGES } from '../../domain/automation/messages';
import { parseGeneratedDefinition } from '../../domain/automation/parse';
import { validateDefinition } from '../../domain/automation/validate';
import { HttpError } from '../http-error';
import { validateOptionsFor, type AutomationAgent } from './automation-agents';
import { draftSystemPrompt } from './draft-prompt';

/** Seed 001 §9: workflow generation runs at temperature 0.3. */
export const DRAFT_TEMPERATURE = AREA_SAMPLING.workflowGeneration.temperature;
/** A definition is verbose JSON, about 170 tokens a step when indented: the 2,048 default would cut off a twelve-step draft. */
const DRAFT_MAX_TOKENS = 4096;

export const AI_NOT_CONFIGURED = 'Drafting an automation from a description needs an AI key (OPENAI_API_KEY).';
/** Seed 001 §8, for when the provider fails (after the 429 retries). */
export const AI_FAILED = AI_MESSAGES.generationFailed;

/**
 * The model's definition, and what the validator says about it for the editor to show. A reply that is
 * not a definition is a 502 with seed 001 §5's message.
 */
export async function draftAutomation(ai: DraftModel, description: string, agents: readonly AutomationAgent[]): Promise<DraftReply> {
  const text = await complete(ai, draftSystemPrompt(agents), description);
  const parsed = parseGeneratedDefinition(text);
  if (!parsed.ok) throw new HttpError(502, 'invalid_ai_output', AUTOMATION_MESSAGES.generatedJsonInvalid);
  return { definition: parsed.definition, problems: validateDefinition(parsed.definition, validateOptionsFor(agents)) };
}

export interface DraftModel {
  client: OpenAI;
  model: string;
  /** Where the provider's own error goes; the reply only says generation failed. */
  log: FastifyBaseLogger;
}

async function complete({ client, model, log }: DraftModel, system: string, description: string): Promise<string> {
  try {
    const completion = await withRateLimitRetry(() =>
      client.chat.completions.create({
        model,
        ...samplingParams({ temperature: DRAFT_TEMPERATURE, maxTokens: DRAFT_MAX_TOKENS }),
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: description },
        ],
      }),
    );
    return completion.choices[0]?.message?.content ?? '';
  } catch (error) {
    if (!(error instanceof OpenAI.APIError)) throw error;
    log.warn({ err: error }, 'drafting an automation: the AI provider failed');
    throw new HttpError(502, 'ai_failed', AI_FAILED);
  }
}
