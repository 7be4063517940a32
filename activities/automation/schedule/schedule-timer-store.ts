import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Schedule } from '../../../domain/automation/definition';
import { isScheduledRunTime, nextRun } from '../../../domain/automation/schedule';
import { scheduleOf } from '../../../domain/automation/trigger-events';
import type { ActivityDeps } from '../../deps';

/**
 * A run woken late (the worker was down) is skipped, like the one-minute catchup window of the Temporal
 * Schedules (api/automations/schedule-sync.ts): nextRun never gives past times, so neither fires runs late.
 */
export const MISSED_RUN_WINDOW_MS = 60_000;

export interface NextScheduledRunInput {
  automationId: string;
  /** The run time the timer last woke for (ISO 8601): the next one is after it, even if this clock lags. */
  after: string | null;
}

export interface ScheduledRunTime {
  /** ISO 8601. */
  at: string;
  /** The automation's owner, whom the run belongs to. */
  userId: string;
}

interface ActiveSchedule {
  userId: string;
  schedule: Schedule;
  timeZone: string;
}

/** The enabled schedule trigger of the automation's current version, or null (gone, inactive, off, none). */
async function activeSchedule(db: Kysely<Database>, automationId: string): Promise<ActiveSchedule | null> {
  const row = await db
    .selectFrom('automations as a')
    .innerJoin('automation_versions as v', (join) => join.onRef('v.automation_id', '=', 'a.id').onRef('v.version', '=', 'a.current_version'))
    .select(['a.user_id', 'a.status', 'a.time_zone', 'v.definition'])
    .where('a.id', '=', automationId)
    .executeTakeFirst();
  const schedule = scheduleOf(row?.definition);
  if (!row || row.status !== 'active' || !schedule?.enabled) return null;
  return { userId: row.user_id, schedule, timeZone: row.time_zone };
}

/** The fallback schedule timer's reads (workflows/automation-schedule-timer.ts), by seed 001 §4's rules. */
export function createScheduleTimerActivities({ db }: Pick<ActivityDeps, 'db'>) {
  return {
    /** When the automation next wants a scheduled run, or null when it wants none (the timer then ends). */
    async nextScheduledRun({ automationId, after }: NextScheduledRunInput): Promise<ScheduledRunTime | null> {
      const active = await activeSchedule(db, automationId);
      if (!active) return null;
      const from = Math.max(Date.now(), after === null ? 0 : Date.parse(after));
      const at = nextRun(active.schedule, new Date(from), active.timeZone);
      return at === null ? null : { at: at.toISOString(), userId: active.userId };
    },

    /** Whether the automation, as it is now, still wants a run at `at`, and it is not too late for it. */
    async isScheduledRunDue({ automationId, at }: { automationId: string; at: string }): Promise<boolean> {
      const active = await activeSchedule(db, automationId);
      const time = new Date(at);
      return active !== null && Date.now() - time.getTime() <= MISSED_RUN_WINDOW_MS && isScheduledRunTime(active.schedule, time, active.timeZone);
    },
  };
}
