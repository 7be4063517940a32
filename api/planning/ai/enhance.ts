import type { AiConfig } from '../../../activities/ai/ai-config';
import { RULES_NOTE } from '../../../domain/planning/estimate';
import { AI_FAILURES, aiNote } from '../../../domain/planning/messages';
import { enhanceByRules } from '../../../domain/planning/suggestions';
import type { TaskPriority } from '../../../domain/tasks/task';
import { aiModelOf, askModelForJson, invalidAiData } from './ask-model';
import { isRecord, priority, tagList, text, wholeNumber } from './checks';
import { describeTask, type OwnTask } from './task-source';

export interface EnhanceResult {
  suggestion: { title: string; description: string; priority: TaskPriority; tags: string[]; estimatedDuration: number };
  byAi: boolean;
  note: string;
}

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description', 'priority', 'tags', 'estimatedDuration'],
  properties: {
    title: { type: 'string', description: 'A clear, specific task title' },
    description: { type: 'string', description: 'What done looks like, in a few plain sentences' },
    priority: { type: 'string', enum: ['low', 'medium', 'high', 'urgent'] },
    tags: { type: 'array', items: { type: 'string' } },
    estimatedDuration: { type: 'integer', description: 'Minutes' },
  },
};

const SYSTEM = [
  'You improve one task of a legal professional (workers\' compensation practice).',
  'Make the title clear and specific, the description say what done looks like, choose a priority, a few lowercase tags, and an estimate in minutes.',
  'Do not invent facts, names, dates or case numbers that the task does not state. Answer with JSON only.',
].join(' ');

/** Seed 001 §7 "enhance a task"; 'Failed to create task: AI service returned invalid data' when the answer is off-shape. */
export async function enhanceTask(ai: AiConfig, task: OwnTask, nowMs: number): Promise<EnhanceResult> {
  const model = aiModelOf(ai);
  if (!model) return { suggestion: enhanceByRules(task, nowMs), byAi: false, note: RULES_NOTE };
  const answer = await askModelForJson(model, { name: 'task_enhancement', schema: SCHEMA, system: SYSTEM, user: describeTask(task) });
  if (!isRecord(answer)) throw invalidAiData(AI_FAILURES.enhance);
  const suggestion = {
    title: text(answer.title, { max: 500 }),
    description: typeof answer.description === 'string' && answer.description.length <= 5000 ? answer.description.trim() : undefined,
    priority: priority(answer.priority),
    tags: tagList(answer.tags),
    estimatedDuration: wholeNumber(answer.estimatedDuration, 5, 1440),
  };
  const { title, description, priority: chosen, tags, estimatedDuration } = suggestion;
  if (title === undefined || description === undefined || chosen === undefined || tags === undefined || estimatedDuration === undefined) throw invalidAiData(AI_FAILURES.enhance);
  return { suggestion: { title, description, priority: chosen, tags, estimatedDuration }, byAi: true, note: aiNote(model.model) };
}
