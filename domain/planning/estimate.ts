/**
 * Durations by rule, for when no AI provider is set up: the built-in templates of seed 000 §3 (Meeting 60,
 * Research 120, Review 45 minutes) matched by the task's template, tags or words; else one focus block.
 */
import { DEFAULT_TASK_MINUTES } from './rules';

export const RULES_NOTE = 'Suggested by rules, not AI: no AI provider is set up.';

const TEMPLATE_MINUTES = [
  { id: 'meeting', name: 'Meeting', minutes: 60, words: ['meeting', 'meet', 'call', 'conference', 'hearing', 'deposition'] },
  { id: 'research', name: 'Research', minutes: 120, words: ['research', 'analysis', 'analyse', 'analyze', 'investigate'] },
  { id: 'review', name: 'Review', minutes: 45, words: ['review', 'feedback', 'proofread', 'check'] },
] as const;

export interface RuleEstimate {
  minutes: number;
  basis: string;
}

export function estimateByRules(task: { title: string; description?: string; tags: readonly string[]; templateId?: string | null; estimatedDuration?: number | null }): RuleEstimate {
  const byTemplate = TEMPLATE_MINUTES.find((t) => t.id === task.templateId);
  if (byTemplate) return { minutes: byTemplate.minutes, basis: `Rules: made from the ${byTemplate.name} template (${byTemplate.minutes} min).` };
  const tags = task.tags.map((tag) => tag.toLowerCase());
  const byTag = TEMPLATE_MINUTES.find((t) => tags.includes(t.id) || (t.id === 'research' && tags.includes('analysis')) || (t.id === 'review' && tags.includes('feedback')));
  if (byTag) return { minutes: byTag.minutes, basis: `Rules: tagged like the ${byTag.name} template (${byTag.minutes} min).` };
  const words = `${task.title} ${task.description ?? ''}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const byWord = TEMPLATE_MINUTES.find((t) => t.words.some((word) => words.includes(word)));
  if (byWord) return { minutes: byWord.minutes, basis: `Rules: the words suggest a ${byWord.name.toLowerCase()} (${byWord.minutes} min, as the ${byWord.name} template).` };
  if (task.estimatedDuration && task.estimatedDuration > 0) return { minutes: task.estimatedDuration, basis: 'Rules: the estimate already on the task.' };
  return { minutes: DEFAULT_TASK_MINUTES, basis: `Rules: no template, tag or word to go by, so one focus block (${DEFAULT_TASK_MINUTES} min).` };
}

/** Tags a task of that kind carries (the template's default tags). */
export function templateTagsFor(minutesBasisId: 'meeting' | 'research' | 'review'): string[] {
  return { meeting: ['meeting', 'work'], research: ['research', 'analysis'], review: ['review', 'feedback'] }[minutesBasisId];
}

export function templateKindFor(task: { title: string; description?: string; tags: readonly string[]; templateId?: string | null }): 'meeting' | 'research' | 'review' | null {
  const tags = task.tags.map((tag) => tag.toLowerCase());
  const words = `${task.title} ${task.description ?? ''}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const found = TEMPLATE_MINUTES.find((t) => t.id === task.templateId || tags.includes(t.id) || t.words.some((word) => words.includes(word)));
  return found?.id ?? null;
}
