import { TechnicalDetails } from '../TechnicalDetails';
import { Alert, Collapse, Descriptions, Flex, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import type { ScheduleInfo } from '../../../../../domain/automation/contract';
import { errorMessage } from '../../../api/ApiError';
import { fetchSchedule } from '../../../api/automations';
import { useCachedQuery } from '../../../data/cachedQuery';
import { formatRelative, formatTimestamp } from '../../../components/relativeTime';
import { automationKeys } from '../state/keys';

function When({ iso }: { iso: string }) {
  return (
    <Tooltip title={formatTimestamp(iso)}>
      <span>
        {formatRelative(iso)} <Typography.Text type="secondary">({formatTimestamp(iso)})</Typography.Text>
      </span>
    </Tooltip>
  );
}

function summary(info: ScheduleInfo | undefined, active: boolean): string {
  if (!info) return 'loading…';
  if (!active) return 'off while the automation is inactive';
  if (info.paused) return 'paused';
  return info.nextRun ? `next run ${formatRelative(info.nextRun)}` : 'no next run';
}

interface SchedulePanelProps {
  automationId: string;
  /** The version whose schedule is shown (the current one). */
  version: number;
  active: boolean;
}

/** When the schedule runs next by the workspace's rules, and what the engine will actually do (under Technical details). */
export function SchedulePanel({ automationId, version, active }: SchedulePanelProps) {
  const schedule = useCachedQuery(automationKeys.schedule(automationId, version, active), (signal) => fetchSchedule(automationId, signal), { staleAfterMs: 30_000 });
  const info = schedule.data;
  let children;
  if (info) {
    children = (
      <Flex vertical gap={8}>
        {info.unsupported ? <Alert type="info" showIcon title="Runs on a backup timer: this schedule is kept by the workspace itself" description={info.unsupported} data-testid="schedule-unsupported" /> : null}
        <Descriptions
          size="small"
          column={1}
          colon={false}
          styles={{ label: { width: 150 } }}
          items={[
            { key: 'next', label: 'Next run', children: <span data-testid="schedule-next-run">{info.nextRun ? <When iso={info.nextRun} /> : 'None'}</span> },
            { key: 'zone', label: 'Time zone', children: info.timeZone },
          ]}
        />
        <TechnicalDetails testId="schedule-technical">
          <Descriptions
            size="small"
            column={1}
            colon={false}
            styles={{ label: { width: 150 } }}
            items={[
            {
              key: 'temporal',
              label: 'Engine’s next runs (Temporal)',
              children: info.temporalNextActions.length ? (
                <Flex vertical gap={2} data-testid="schedule-temporal-next">
                  {info.temporalNextActions.map((iso) => (
                    <When key={iso} iso={iso} />
                  ))}
                </Flex>
              ) : (
                <Typography.Text type="secondary">None scheduled</Typography.Text>
              ),
            },
            {
              key: 'state',
              label: 'Engine schedule (Temporal)',
              children:
                info.paused === null ? (
                  <Typography.Text type="secondary">Not created</Typography.Text>
                ) : (
                  <Tag color={info.paused ? 'default' : 'processing'} data-testid="schedule-paused">
                    {info.paused ? 'Paused' : 'Running'}
                  </Tag>
                ),
            },
            ]}
          />
        </TechnicalDetails>
      </Flex>
    );
  } else if (schedule.error) {
    children = <Alert type="error" showIcon title="Could not load the schedule" description={errorMessage(schedule.error)} />;
  } else {
    children = <Skeleton active paragraph={{ rows: 2 }} />;
  }
  return (
    <Collapse
      size="small"
      data-testid="schedule-panel"
      items={[{ key: 'schedule', label: <span><ClockCircleOutlined /> Schedule: {summary(info, active)}</span>, children }]}
    />
  );
}
