import { describe, expect, it } from 'vitest';
import { AI_FAILURES } from '../../../domain/planning/messages';
import { enhanceByRules, freeWorkingTime, isFreeSlot, orderByRules, slotsByRules } from '../../../domain/planning/suggestions';

const LA = 'America/Los_Angeles';
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-08:00`).getTime();
const iso = (day: string, hhmm: string) => new Date(at(day, hhmm)).toISOString();

describe('AI failure texts (seed 000 §8)', () => {
  it('are quoted verbatim', () => {
    expect(AI_FAILURES).toEqual({
      enhance: 'Failed to create task: AI service returned invalid data',
      estimate: 'Failed to estimate duration: AI service returned invalid data',
      optimise: 'Failed to suggest schedule: AI service returned invalid data',
      suggestTimes: 'Failed to suggest event times: AI service returned invalid data',
    });
  });
});

describe('rules used without an AI key', () => {
  const now = at('2026-12-07', '08:00');

  it('orders tasks urgent, high, medium, low, then the earliest due date, with reasons', () => {
    const order = orderByRules(
      [
        { id: 'a', title: 'Low', priority: 'Low', dueDate: null },
        { id: 'b', title: 'Medium late', priority: 'Medium', dueDate: iso('2026-12-11', '17:00') },
        { id: 'c', title: 'Medium early', priority: 'Medium', dueDate: iso('2026-12-09', '12:00') },
        { id: 'd', title: 'Urgent', priority: 'Urgent', dueDate: null },
      ],
      now,
      LA,
    );
    expect(order.map((o) => o.title)).toEqual(['Urgent', 'Medium early', 'Medium late', 'Low']);
    expect(order[1]!.reason).toBe('Medium priority, due Wed 12 pm');
    expect(order[3]!.reason).toBe('Low priority, no due date');
  });

  it('suggests the earliest free slot of each working day, around events', () => {
    const free = freeWorkingTime([{ start: at('2026-12-07', '09:00'), end: at('2026-12-07', '10:10') }], now, at('2026-12-10', '00:00'), LA);
    expect(slotsByRules(free, 60, LA)).toEqual([
      { start: iso('2026-12-07', '10:15'), end: iso('2026-12-07', '11:15') },
      { start: iso('2026-12-08', '09:00'), end: iso('2026-12-08', '10:00') },
      { start: iso('2026-12-09', '09:00'), end: iso('2026-12-09', '10:00') },
    ]);
    expect(isFreeSlot(free, { start: iso('2026-12-07', '09:30'), end: iso('2026-12-07', '10:30') }, 60)).toBe(false);
    expect(isFreeSlot(free, { start: iso('2026-12-07', '16:30'), end: iso('2026-12-07', '17:30') }, 60)).toBe(false);
    expect(isFreeSlot(free, { start: iso('2026-12-08', '13:00'), end: iso('2026-12-08', '13:45') }, 60)).toBe(false);
    expect(isFreeSlot(free, { start: iso('2026-12-08', '13:00'), end: iso('2026-12-08', '14:00') }, 60)).toBe(true);
  });

  it('tidies a task without inventing anything', () => {
    const base = { description: ' Notes ', tags: ['Work'], templateId: null, estimatedDuration: null };
    expect(enhanceByRules({ ...base, title: '  research   apportionment', priority: 'Low', dueDate: iso('2026-12-09', '12:00') }, now)).toEqual({
      title: 'Research apportionment',
      description: 'Notes',
      priority: 'High',
      tags: ['work', 'research', 'analysis'],
      estimatedDuration: 120,
    });
    expect(enhanceByRules({ ...base, title: 'File it', priority: 'Medium', dueDate: iso('2026-12-07', '17:00') }, now).priority).toBe('Urgent');
    expect(enhanceByRules({ ...base, title: 'File it', priority: 'Urgent', dueDate: null }, now).priority).toBe('Urgent');
  });
});
