import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { Empty, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import type { AutomationEventView } from '../../../../../domain/automation/contract';
import { formatRelative, formatTimestamp } from '../../../components/relativeTime';
import { runRoute } from '../automationRoutes';
import { EVENT_STATUS_VISUALS } from '../visuals';

interface EventsTableProps {
  automationId: string;
  events: AutomationEventView[];
  loading: boolean;
}

/** What reached an automation's trigger: the event's status, when, the runs it started, and why it failed. */
export function EventsTable({ automationId, events, loading }: EventsTableProps) {
  return (
    <Table<AutomationEventView>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={events}
      pagination={events.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      onRow={(event) => ({ 'data-testid': 'automation-event', 'data-status': event.status }) as HTMLAttributes<HTMLElement>}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No events yet: nothing has reached this trigger." /> }}
      columns={[
        {
          key: 'status',
          title: 'Status',
          width: 110,
          render: (_, event) => (
            <Tag color={EVENT_STATUS_VISUALS[event.status].color} style={{ marginInlineEnd: 0 }}>
              {EVENT_STATUS_VISUALS[event.status].label}
            </Tag>
          ),
        },
        {
          key: 'time',
          title: 'When',
          width: 110,
          render: (_, event) => (
            <Tooltip title={formatTimestamp(event.timestamp)}>
              <span style={{ whiteSpace: 'nowrap' }}>{formatRelative(event.timestamp)}</span>
            </Tooltip>
          ),
        },
        {
          key: 'runs',
          title: 'Runs',
          render: (_, event) => {
            if (event.workflowRunIds.length === 0) {
              const why = event.status === 'completed' ? 'None: the conditions did not match' : '—';
              return <Typography.Text type="secondary">{why}</Typography.Text>;
            }
            return (
              <Flex gap={8} wrap>
                {event.workflowRunIds.map((runId, index) => (
                  <Link key={runId} to={runRoute(automationId, runId)}>
                    Run {index + 1}
                  </Link>
                ))}
              </Flex>
            );
          },
        },
        {
          key: 'error',
          title: 'Error',
          render: (_, event) => (event.error ? <Typography.Text type="danger">{event.error}</Typography.Text> : null),
        },
      ]}
    />
  );
}
