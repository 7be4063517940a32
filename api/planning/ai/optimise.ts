import type { AiConfig } from '../../../activities/ai/ai-config';
import { RULES_NOTE } from '../../../domain/planning/estimate';
import { AI_FAILURES, aiNote } from '../../../domain/planning/messages';
import { orderByRules, type OrderableTask } from '../../../domain/planning/suggestions';
import { aiModelOf, askModelForJson, invalidAiData } from './ask-model';
import { isRecord, text } from './checks';

export interface OptimiseResult {
  order: Array<{ taskId: string; title: string; reason: string }>;
  byAi: boolean;
  note: string;
}

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['order'],
  properties: {
    order: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['taskId', 'reason'], properties: { taskId: { type: 'string' }, reason: { type: 'string' } } },
    },
  },
};

const SYSTEM = [
  'You order the open tasks of a legal professional for working on them: the usual order is urgent, high, medium, low priority, then the earliest due date,',
  'but you may weigh what the tasks say. Every task id must appear exactly once. Give one short reason per task. Answer with JSON only.',
].join(' ');

/** Seed 001 §7 "optimise a task schedule"; the planner's order without an AI key. */
export async function optimiseOrder(ai: AiConfig, tasks: readonly OrderableTask[], nowMs: number, timeZone: string): Promise<OptimiseResult> {
  const model = aiModelOf(ai);
  if (tasks.length === 0) return { order: [], byAi: false, note: 'There are no open tasks to order.' };
  if (!model) return { order: orderByRules(tasks, nowMs, timeZone), byAi: false, note: RULES_NOTE };
  const user = JSON.stringify({ now: new Date(nowMs).toISOString(), timeZone, tasks: tasks.map((t) => ({ taskId: t.id, title: t.title, priority: t.priority.toLowerCase(), dueDate: t.dueDate })) });
  const answer = await askModelForJson(model, { name: 'task_order', schema: SCHEMA, system: SYSTEM, user });
  const items = isRecord(answer) && Array.isArray(answer.order) ? answer.order : undefined;
  if (!items || items.length !== tasks.length) throw invalidAiData(AI_FAILURES.optimise);
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const seen = new Set<string>();
  const order = items.map((item) => {
    const task = isRecord(item) && typeof item.taskId === 'string' ? byId.get(item.taskId) : undefined;
    const reason = isRecord(item) ? text(item.reason, { max: 500 }) : undefined;
    if (!task || reason === undefined || seen.has(task.id)) throw invalidAiData(AI_FAILURES.optimise);
    seen.add(task.id);
    return { taskId: task.id, title: task.title, reason };
  });
  return { order, byAi: true, note: aiNote(model.model) };
}
