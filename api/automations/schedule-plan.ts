import type { AutomationStatus } from '../../domain/automation/contract';
import type { AutomationDefinition } from '../../domain/automation/definition';
import { toTemporalScheduleSpec, type TemporalScheduleSpec } from '../../domain/automation/schedule-temporal';
import { scheduleOf } from '../../domain/automation/trigger-events';

export const SCHEDULE_PAUSE_NOTES = {
  triggerOff: 'The schedule trigger is turned off.',
  inactive: 'The automation is inactive.',
} as const;

/**
 * What the automation's Temporal Schedule should be: none (no schedule trigger, or the automation is gone),
 * none because Temporal cannot express the schedule exactly (the reason is shown to the user), or a spec
 * that is paused, with why, while the trigger or the automation is off.
 */
export type SchedulePlan =
  | { kind: 'none' }
  | { kind: 'unsupported'; reason: string }
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
  if (mapping.spec === null) return { kind: 'unsupported', reason: mapping.reason };
  const notes = [...(schedule.enabled ? [] : [SCHEDULE_PAUSE_NOTES.triggerOff]), ...(automation.status === 'active' ? [] : [SCHEDULE_PAUSE_NOTES.inactive])];
  return { kind: 'schedule', spec: mapping.spec, paused: notes.length > 0, note: notes.length > 0 ? notes.join(' ') : undefined };
}
