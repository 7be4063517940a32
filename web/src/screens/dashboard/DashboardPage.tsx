import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useCurrentUser } from '../../auth/sessionContext';
import { displayName } from '../../components/displayName';
import { usePageTitle } from '../../navigation/usePageTitle';
import { TodayCard, WeekCard } from './parts/AgendaCard';
import { ChecklistCard } from './parts/ChecklistCard';
import { DeadlinesToReviewCard } from './parts/DeadlinesToReviewCard';
import { ApprovalsCard, FailedRunsCard, MailCard, TasksCard } from './parts/WorkCards';
import { useDashboard } from './useDashboard';
import './dashboard.css';

/** The person's day: hearings and deadlines, approvals, deadlines to review, tasks due, new analysed mail, failed runs. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }} data-testid="dashboard-welcome">
        Welcome, {displayName(user)}
      </Typography.Title>
      {dashboard.isPending ? (
        <div className="dashboard-grid" aria-busy="true" aria-label="Loading your day">
          {[0, 1, 2, 3].map((key) => (
            <Card key={key}>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          ))}
        </div>
      ) : dashboard.isError && !data ? (
        <Alert
          type="error"
          showIcon
          title="Could not load your day"
          description={dashboard.error.message}
          action={<Button onClick={() => void dashboard.refetch()}>Try again</Button>}
          data-testid="dashboard-error"
        />
      ) : data ? (
        <>
          <ChecklistCard checklist={data.checklist} />
          <div className="dashboard-grid">
            <TodayCard items={data.agenda.today} zone={data.timeZone} />
            <TasksCard tasks={data.tasks} zone={data.timeZone} today={data.today} />
            <ApprovalsCard approvals={data.approvals} />
            <DeadlinesToReviewCard review={data.deadlinesToReview} />
            <WeekCard items={data.agenda.laterThisWeek} zone={data.timeZone} />
            <MailCard mail={data.mail} />
            <FailedRunsCard runs={data.failedRuns} />
          </div>
        </>
      ) : null}
    </Flex>
  );
}
