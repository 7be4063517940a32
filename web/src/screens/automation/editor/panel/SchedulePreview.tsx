import { useMemo } from 'react';
import { Typography } from 'antd';
import type { Schedule } from '../../../../../../domain/automation/definition';
import { upcomingRuns } from '../../../../../../domain/automation/schedule';
import { parseSchedule } from '../../../../../../domain/automation/schedule-parse';

const PREVIEW_COUNT = 3;

/** Why a schedule shows no upcoming runs. */
function whyNoRuns(schedule: Schedule): string {
  if (!schedule.enabled) return 'It is switched off, so it will not run.';
  if (!parseSchedule(schedule).ok) return 'Complete the schedule to see when it runs.';
  return 'It has no more runs: its times are past, or after the end date.';
}

/** The next three runs in the user's own time zone, as the server will compute them. */
export function SchedulePreview({ schedule }: { schedule: Schedule }) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const runs = useMemo(() => upcomingRuns(schedule, new Date(), PREVIEW_COUNT, timeZone), [schedule, timeZone]);
  const format = useMemo(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short', timeZone }), [timeZone]);
  return (
    <div className="ae-schedule-preview" data-testid="schedule-preview">
      <Typography.Text strong>Next runs</Typography.Text>{' '}
      <Typography.Text type="secondary">({timeZone})</Typography.Text>
      {runs.length === 0 ? (
        <Typography.Paragraph type="secondary">{whyNoRuns(schedule)}</Typography.Paragraph>
      ) : (
        <ol>
          {runs.map((run) => (
            <li key={run.getTime()}>
              <time dateTime={run.toISOString()}>{format.format(run)}</time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
