import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { Dashboard } from '../../../api/dashboard';
import { formatRelative } from '../../../components/relativeTime';
import { DashboardCard, EmptyLine } from './DashboardCard';
import { dayLabel, dueLabel, plural } from './format';

export function ApprovalsCard({ approvals }: { approvals: Dashboard['approvals'] }) {
  return (
    <DashboardCard id="approvals" title="Approvals waiting" more={{ href: '/audit', label: 'Open the audit queue' }}>
      {approvals.count === 0 ? (
        <EmptyLine>Nothing is waiting for your approval.</EmptyLine>
      ) : (
        <>
          <Typography.Paragraph>
            <Link to="/audit">{plural(approvals.count, 'action')} waiting for your decision</Link>
          </Typography.Paragraph>
          <ul className="dashboard-list">
            {approvals.items.map((item) => (
              <li key={item.id} className="dashboard-row">
                <span className="dashboard-what">{item.description}</span>
                <Typography.Text type="secondary" className="dashboard-when">
                  {formatRelative(item.createdAt)}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}

export function TasksCard({ tasks, zone, today }: { tasks: Dashboard['tasks']; zone: string; today: string }) {
  return (
    <DashboardCard id="tasks" title="Tasks due" more={{ href: '/tasks', label: 'Open tasks' }}>
      {tasks.count === 0 ? (
        <EmptyLine>No tasks due today.</EmptyLine>
      ) : (
        <>
          <Typography.Paragraph>
            {plural(tasks.count, 'task')} due{tasks.overdue > 0 ? `, ${tasks.overdue} overdue` : ''}
          </Typography.Paragraph>
          <ul className="dashboard-list">
            {tasks.items.map((task) => (
              <li key={task.id} className="dashboard-row">
                <span className="dashboard-what">
                  {task.overdue ? <Tag>Overdue</Tag> : null}
                  <Link to={task.href}>{task.title}</Link>
                </span>
                <Typography.Text type="secondary" className="dashboard-when">
                  {dueLabel(task.dueDate, zone, today)} · {task.priority}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}

export function MailCard({ mail }: { mail: Dashboard['mail'] }) {
  const period = mail.firstVisit ? 'in the last 7 days' : 'since your last visit';
  return (
    <DashboardCard id="mail" title={mail.firstVisit ? 'Mail analysed this week' : 'Mail analysed since your last visit'} more={{ href: '/email', label: 'Open mail' }}>
      {mail.count === 0 ? (
        <EmptyLine>No mail analysed {period}.</EmptyLine>
      ) : (
        <>
          <Typography.Paragraph>
            {plural(mail.count, 'message')} analysed {period}
          </Typography.Paragraph>
          <ul className="dashboard-list">
            {mail.items.map((item) => (
              <li key={item.id} className="dashboard-row">
                <span className="dashboard-what">
                  <Tag>{item.priority}</Tag>
                  <Link to={item.href}>{item.subject?.trim() || 'Analysed message'}</Link>
                  {item.summary ? (
                    <Typography.Text type="secondary" className="dashboard-detail">
                      {item.summary}
                    </Typography.Text>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}

export function FailedRunsCard({ runs }: { runs: Dashboard['failedRuns'] }) {
  return (
    <DashboardCard id="failed-runs" title="Failed automation runs" more={{ href: '/automation', label: 'Open automations' }}>
      {runs.count === 0 ? (
        <EmptyLine>No automation run failed in the last 7 days.</EmptyLine>
      ) : (
        <ul className="dashboard-list">
          {runs.items.map((run) => (
            <li key={run.id} className="dashboard-row">
              <span className="dashboard-what">
                <Link to={run.href}>{run.automationName}</Link>
                {run.error ? (
                  <Typography.Text type="secondary" className="dashboard-detail">
                    {run.error}
                  </Typography.Text>
                ) : null}
              </span>
              <Typography.Text type="secondary" className="dashboard-when">
                {dayLabel(run.startedAt.slice(0, 10))} · {formatRelative(run.startedAt)}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
