import type { AiConfig } from '../../../activities/ai/ai-config';
import { estimateByRules } from '../../../domain/planning/estimate';
import { AI_FAILURES } from '../../../domain/planning/messages';
import { aiModelOf, askModelForJson, invalidAiData } from './ask-model';
import { isRecord, text, wholeNumber } from './checks';
import { describeTask, type OwnTask } from './task-source';

export interface EstimateResult {
  minutes: number;
  byAi: boolean;
  basis: string;
}

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['minutes', 'basis'],
  properties: { minutes: { type: 'integer', description: 'Minutes of focused work' }, basis: { type: 'string', description: 'One sentence: why this long' } },
};

const SYSTEM = 'You estimate how many minutes of focused work one task of a legal professional needs. Answer with JSON only: the minutes and one plain sentence on why.';

/** Seed 001 §7 "estimate task duration"; template durations by rule without an AI key. */
export async function estimateTask(ai: AiConfig, task: OwnTask): Promise<EstimateResult> {
  const model = aiModelOf(ai);
  if (!model) return { ...estimateByRules(task), byAi: false };
  const answer = await askModelForJson(model, { name: 'duration_estimate', schema: SCHEMA, system: SYSTEM, user: describeTask(task) });
  const minutes = isRecord(answer) ? wholeNumber(answer.minutes, 5, 1440) : undefined;
  const basis = isRecord(answer) ? text(answer.basis, { max: 1000 }) : undefined;
  if (minutes === undefined || basis === undefined) throw invalidAiData(AI_FAILURES.estimate);
  return { minutes, byAi: true, basis: `AI (${model.model}): ${basis}` };
}
