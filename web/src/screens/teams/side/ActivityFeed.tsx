import { Alert, Empty, List, Spin, Typography } from 'antd';
import { ACTIVITY_ACTIONS, type ActivityAction } from '../../../../../domain/teams/views';
import { useActivity } from '../state/useTeamsData';

const subjectOf = (details: Record<string, unknown>) => {
  const name = details.name ?? details.to;
  return typeof name === 'string' && name ? ` “${name}”` : '';
};

/** The team's activity: who created, joined, renamed, removed what, newest first. */
export function ActivityFeed({ teamId }: { teamId: string }) {
  const activity = useActivity(teamId, true);
  if (activity.isPending) return <Spin description="Loading activity…" />;
  if (activity.isError) return <Alert type="error" showIcon title="The activity could not be loaded." description={activity.error.message} />;
  if (activity.data.length === 0) return <Empty description="Nothing has happened in this team yet." />;
  return (
    <List
      data-testid="teams-activity"
      dataSource={activity.data}
      renderItem={(line) => (
        <List.Item>
          <Typography.Text>
            <strong>{line.userName ?? 'Someone'}</strong> {ACTIVITY_ACTIONS[line.action as ActivityAction] ?? line.action}
            {subjectOf(line.details)}
          </Typography.Text>
          <Typography.Text type="secondary">
            <time dateTime={line.createdAt}>{new Date(line.createdAt).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}</time>
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
