import type { AutomationStatus } from '../../domain/automation/contract';
import type { AutomationDefinition } from '../../domain/automation/definition';
import { toTemporalScheduleSpec, type TemporalScheduleSpec } from '../../domain/automation/schedule-temporal';
import { parseSchedule } from '../../domain/automation/schedule-parse';
import { scheduleOf } from '../../domain/automation/trigger-events';

export const SCHEDULE_PAUSE_NOTES = {
  triggerOff: 'The schedule trigger is turned off.',
  inactive: 'The automation is inactive.',
} as const;

/**
 * How the automation's schedule trigger fires: not at all (no schedule trigger, the automation is gone, or
 * the schedule cannot run, with the reason), through a Temporal Schedule, or — when Temporal cannot express
 * the schedule exactly (the reason is shown to the user) — through the durable fallback timer workflow.
 * Either is paused, with why, while the trigger or the automation is off.
 */
export type SchedulePlan =
  | { kind: 'none' }
  | { kind: 'unsupported'; reason: string }
  | { kind: 'timer'; reason: string; paused: boolean }
  | { kind: 'schedule'; spec: TemporalScheduleSpec; paused: boolean; note: string | undefined };

export function planSchedule(automation: { status: AutomationStatus; time_zone: string } | undefined, definition: AutomationDefinition | null): SchedulePlan {
  const schedule = scheduleOf(definition);
  if (!automation || !schedule) return { kind: 'none' };
  let mapping;
  try {
    mapping = toTemporalScheduleSpec(schedule, automation.time_zone);
  } catch (error) {
    return { kind: 'unsupported', reason: error instanceof Error ? error.message : String(error) };
  }
  const notes = [...(schedule.enabled ? [] : [SCHEDULE_PAUSE_NOTES.triggerOff]), ...(automation.status === 'active' ? [] : [SCHEDULE_PAUSE_NOTES.inactive])];
  const paused = notes.length > 0;
  if (mapping.spec === null) {
    // An incomplete schedule has no runs for a timer to wait for either.
    if (!parseSchedule(schedule).ok) return { kind: 'unsupported', reason: mapping.reason };
    return { kind: 'timer', reason: mapping.reason, paused };
  }
  return { kind: 'schedule', spec: mapping.spec, paused, note: paused ? notes.join(' ') : undefined };
}
