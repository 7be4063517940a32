import { Alert, List, Typography } from 'antd';
import type { TimeBlockPlan } from '../../../api/planning';
import { spanLabel } from '../format';

/** Tasks that do not fit, with the reason in plain words. */
export function AtRiskList({ plan }: { plan: TimeBlockPlan }) {
  if (plan.atRisk.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={`${plan.atRisk.length} task${plan.atRisk.length === 1 ? '' : 's'} at risk`}
      description={
        <List size="small" dataSource={plan.atRisk} renderItem={(item) => <List.Item key={item.taskId}><strong>{item.title}</strong>: {item.reason}</List.Item>} />
      }
    />
  );
}

/** What moved against the accepted plan this one replaces. */
export function PlanChanges({ plan, timeZone }: { plan: TimeBlockPlan; timeZone: string }) {
  if (!plan.replacesPlanId) return null;
  if (plan.changes.length === 0) return <Typography.Paragraph type="secondary">Nothing moved since your accepted plan.</Typography.Paragraph>;
  return (
    <section aria-label="What moved since your accepted plan">
      <Typography.Title level={5}>What moved since your accepted plan</Typography.Title>
      <List
        size="small"
        dataSource={plan.changes}
        renderItem={(change) => (
          <List.Item key={`${change.taskId}-${change.from?.start ?? ''}-${change.to?.start ?? ''}`}>
            <strong>{change.title}</strong>:&nbsp;
            {change.from && change.to
              ? `${spanLabel(change.from, timeZone)} → ${spanLabel(change.to, timeZone)}`
              : change.to
                ? `new block ${spanLabel(change.to, timeZone)}`
                : `block ${spanLabel(change.from!, timeZone)} removed`}
          </List.Item>
        )}
      />
    </section>
  );
}
