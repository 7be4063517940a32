/**
 * The focus-time planner on 10,000 open tasks against 1,000, over 20 working days with a realistic
 * sprinkling of existing events (hearings, calls, depositions). Prints the times and their ratio; the
 * aim is near-linear growth (≤ 12× for 10× the tasks). No assertions.
 *   npx tsx bench/planner.ts [repetitions=7]
 */
import { planTimeBlocks, type PlannerEvent, type PlannerTask } from '../domain/planning/planner';
import { planRange } from '../domain/planning/range';
import { TASK_PRIORITIES } from '../domain/tasks/task';

const REPETITIONS = Number(process.argv[2] ?? 7);
const TIME_ZONE = 'America/Los_Angeles';
const NOW = Date.parse('2026-12-06T12:00:00-08:00');
const range = planRange('2026-12-07', 20, TIME_ZONE, NOW)!;

/** A small deterministic generator, so every run plans the same data. */
function random(seed: number) {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

function makeTasks(count: number): PlannerTask[] {
  const next = random(count);
  const start = Date.parse(range.rangeStart);
  const span = Date.parse(range.rangeEnd) - start;
  return Array.from({ length: count }, (_, i) => ({
    id: `task-${String(i).padStart(6, '0')}`,
    title: `Task ${i}`,
    priority: TASK_PRIORITIES[Math.floor(next() * 4)]!,
    status: next() < 0.1 ? 'Blocked' : 'To Do',
    completed: next() < 0.1,
    dueDate: next() < 0.7 ? new Date(start + Math.floor(next() * span * 1.2)).toISOString() : null,
    estimatedMinutes: next() < 0.2 ? null : 15 + Math.floor(next() * 16) * 15,
  }));
}

/** About two events a day: 30 min to 2 h, on quarter hours between 08:00 and 18:00. */
function makeEvents(): PlannerEvent[] {
  const next = random(7);
  const events: PlannerEvent[] = [];
  const start = Date.parse(range.rangeStart);
  for (let day = 0; day < 28; day++) {
    for (let k = 0; k < 2; k++) {
      const begin = start + day * 86_400_000 + (8 * 60 + Math.floor(next() * 40) * 15) * 60_000;
      events.push({ start: new Date(begin).toISOString(), end: new Date(begin + (30 + Math.floor(next() * 7) * 15) * 60_000).toISOString(), allDay: next() < 0.05 });
    }
  }
  return events;
}

const events = makeEvents();
function timeOne(tasks: PlannerTask[]): { ms: number; blocks: number; atRisk: number } {
  const started = performance.now();
  const result = planTimeBlocks({ tasks, events, timeZone: TIME_ZONE, ...range, now: new Date(NOW).toISOString() });
  return { ms: performance.now() - started, blocks: result.blocks.length, atRisk: result.atRisk.length };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const small = makeTasks(1_000);
const large = makeTasks(10_000);
for (let i = 0; i < 3; i++) {
  // warm-up
  timeOne(small);
  timeOne(large);
}
const smallRuns = Array.from({ length: REPETITIONS }, () => timeOne(small));
const largeRuns = Array.from({ length: REPETITIONS }, () => timeOne(large));
const smallMs = median(smallRuns.map((r) => r.ms));
const largeMs = median(largeRuns.map((r) => r.ms));

console.log(`range: 20 working days (${range.rangeStart} → ${range.rangeEnd}), ${events.length} existing events, ${REPETITIONS} repetitions, median`);
console.log(`1,000 tasks:  ${smallMs.toFixed(2)} ms (${smallRuns[0]!.blocks} blocks, ${smallRuns[0]!.atRisk} at risk)`);
console.log(`10,000 tasks: ${largeMs.toFixed(2)} ms (${largeRuns[0]!.blocks} blocks, ${largeRuns[0]!.atRisk} at risk)`);
console.log(`ratio 10,000 / 1,000: ${(largeMs / smallMs).toFixed(2)}× (aim ≤ 12×)`);
