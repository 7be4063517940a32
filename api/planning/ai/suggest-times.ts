import type { AiConfig } from '../../../activities/ai/ai-config';
import { RULES_NOTE } from '../../../domain/planning/estimate';
import { AI_FAILURES, aiNote } from '../../../domain/planning/messages';
import { isFreeSlot, slotsByRules } from '../../../domain/planning/suggestions';
import type { FreeTime } from '../../../domain/planning/working-time';
import { aiModelOf, askModelForJson, invalidAiData } from './ask-model';
import { isRecord } from './checks';

export interface SuggestTimesResult {
  slots: Array<{ start: string; end: string }>;
  byAi: boolean;
  note: string;
}

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['slots'],
  properties: {
    slots: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['start', 'end'], properties: { start: { type: 'string' }, end: { type: 'string' } } },
    },
  },
};

const SYSTEM = [
  'You suggest up to 5 times for a new meeting of a legal professional. Choose only inside the free windows given (ISO instants, UTC);',
  'each slot lasts exactly the duration asked; prefer mornings and spread the choices over different days. Answer with JSON only: ISO instants.',
].join(' ');

/** Seed 001 §7 "suggest event times": free slots in working hours; each AI slot must really be free. */
export async function suggestTimes(ai: AiConfig, request: { title: string; durationMinutes: number }, free: FreeTime, timeZone: string): Promise<SuggestTimesResult> {
  const model = aiModelOf(ai);
  if (!model) return { slots: slotsByRules(free, request.durationMinutes, timeZone), byAi: false, note: RULES_NOTE };
  const windows = free.intervals.slice(0, 200).map((w) => ({ start: new Date(w.start).toISOString(), end: new Date(w.end).toISOString() }));
  const user = JSON.stringify({ meeting: request.title, durationMinutes: request.durationMinutes, timeZone, freeWindows: windows });
  const answer = await askModelForJson(model, { name: 'event_times', schema: SCHEMA, system: SYSTEM, user });
  const slots = isRecord(answer) && Array.isArray(answer.slots) ? answer.slots : undefined;
  if (!slots || slots.length === 0 || slots.length > 5) throw invalidAiData(AI_FAILURES.suggestTimes);
  const checked = slots.map((slot) => {
    if (!isRecord(slot) || typeof slot.start !== 'string' || typeof slot.end !== 'string') throw invalidAiData(AI_FAILURES.suggestTimes);
    const span = { start: slot.start, end: slot.end };
    if (!isFreeSlot(free, span, request.durationMinutes)) throw invalidAiData(AI_FAILURES.suggestTimes);
    return { start: new Date(span.start).toISOString(), end: new Date(span.end).toISOString() };
  });
  return { slots: checked, byAi: true, note: aiNote(model.model) };
}
