import { Alert, Card, Empty, Skeleton, Typography } from 'antd';
import { errorMessage } from '../../../api/ApiError';
import { useUserTimeZone } from '../../../settings/useUserTimeZone';
import { useLatestPlan, usePlanActions } from '../state/usePlan';
import { PlanRequestForm } from './PlanRequestForm';
import { PlanView } from './PlanView';

/** Focus time: ask for a plan, watch it compute, read it, accept or dismiss it. */
export function PlanSection() {
  const timeZone = useUserTimeZone();
  const latest = useLatestPlan();
  const { create, accept, dismiss } = usePlanActions();
  const plan = latest.data;
  return (
    <Card title="Focus time" aria-label="Focus time">
      <Typography.Paragraph type="secondary">
        Focus blocks of up to 90 minutes with 15-minute breaks, 9:00–17:00 on weekdays, around your events. Urgent work first, then high, medium, low, then the
        earliest due date.
      </Typography.Paragraph>
      <PlanRequestForm timeZone={timeZone} busy={create.isPending || plan?.status === 'computing'} onPlan={(input) => create.mutate(input)} />
      <div style={{ marginTop: 16 }}>
        {latest.isPending ? (
          <Skeleton active />
        ) : latest.isError ? (
          <Alert type="error" showIcon title={`Could not load your plan: ${errorMessage(latest.error)}`} />
        ) : !plan ? (
          <Empty description="No plan yet. Choose the days and press Plan my focus time." />
        ) : (
          <PlanView
            plan={plan}
            timeZone={timeZone}
            accepting={accept.isPending}
            dismissing={dismiss.isPending}
            onAccept={() => accept.mutate(plan.id)}
            onDismiss={() => dismiss.mutate(plan.id)}
          />
        )}
      </div>
    </Card>
  );
}
