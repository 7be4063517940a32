import { App, Button, Card, Typography } from 'antd';
import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { Dashboard } from '../../../api/dashboard';
import { useDismissChecklist } from '../useDashboard';

/** The first-run checklist: each step ticks itself when it is done; it can be put away. */
export function ChecklistCard({ checklist }: { checklist: Dashboard['checklist'] }) {
  const dismiss = useDismissChecklist();
  const { message } = App.useApp();
  if (!checklist.visible) return null;
  const done = checklist.steps.filter((step) => step.done).length;
  return (
    <Card
      role="region"
      aria-labelledby="dashboard-checklist-heading"
      data-testid="dashboard-checklist"
      title={
        <Typography.Title level={3} id="dashboard-checklist-heading" style={{ margin: 0, fontSize: 16 }}>
          Get started ({done} of {checklist.steps.length} done)
        </Typography.Title>
      }
      extra={
        <Button
          onClick={() => dismiss.mutate(undefined, { onError: (error) => void message.error(error instanceof Error ? error.message : 'Could not hide the checklist') })}
          loading={dismiss.isPending}
        >
          Hide checklist
        </Button>
      }
    >
      <ul className="dashboard-list">
        {checklist.steps.map((step) => (
          <li key={step.id} className="dashboard-row" data-testid={`checklist-${step.id}`} data-done={step.done}>
            <span className="dashboard-what">
              {step.done ? <CheckCircleFilled aria-hidden /> : <MinusCircleOutlined aria-hidden />}
              <span className="ws-sr-only">{step.done ? 'Done: ' : 'To do: '}</span>
              <Link to={step.href}>{step.title}</Link>
              <Typography.Text type="secondary" className="dashboard-detail">
                {step.description}
              </Typography.Text>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
