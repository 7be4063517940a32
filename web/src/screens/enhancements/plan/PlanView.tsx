import { Alert, Button, Space, Spin, Tag, Typography } from 'antd';
import type { TimeBlockPlan } from '../../../api/planning';
import { dayLabel } from '../format';
import { PlanBlocks } from './PlanBlocks';
import { AtRiskList, PlanChanges } from './PlanNotes';

const STATUS_TEXT: Record<TimeBlockPlan['status'], { text: string; color: string }> = {
  computing: { text: 'Computing…', color: 'processing' },
  proposed: { text: 'Proposed', color: 'blue' },
  accepted: { text: 'Accepted: on your calendar', color: 'green' },
  superseded: { text: 'Replaced by a newer plan', color: 'default' },
  dismissed: { text: 'Dismissed', color: 'default' },
  failed: { text: 'Could not plan', color: 'red' },
};

interface Props {
  plan: TimeBlockPlan;
  timeZone: string;
  accepting: boolean;
  dismissing: boolean;
  onAccept(): void;
  onDismiss(): void;
}

export function PlanView({ plan, timeZone, accepting, dismissing, onAccept, onDismiss }: Props) {
  const status = STATUS_TEXT[plan.status];
  const lastDay = new Date(Date.parse(plan.rangeEnd) - 1).toISOString();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <Tag color={status.color}>{status.text}</Tag>
        <Typography.Text type="secondary">
          {dayLabel(plan.rangeStart, timeZone)} – {dayLabel(lastDay, timeZone)}
          {plan.replacesPlanId ? ' · re-planned after your calendar changed or you asked again' : ''}
        </Typography.Text>
      </Space>
      {plan.status === 'computing' && (
        <div role="status" aria-live="polite">
          <Spin size="small" /> Placing focus blocks around your calendar…
        </div>
      )}
      {plan.status === 'failed' && <Alert type="error" showIcon title={plan.error ?? 'The plan could not be computed.'} />}
      {plan.status !== 'computing' && plan.status !== 'failed' && (
        <>
          <PlanChanges plan={plan} timeZone={timeZone} />
          <AtRiskList plan={plan} />
          <PlanBlocks plan={plan} timeZone={timeZone} />
        </>
      )}
      {plan.status === 'proposed' && (
        <Space>
          <Button type="primary" onClick={onAccept} loading={accepting} disabled={dismissing}>
            Accept and add to calendar
          </Button>
          <Button onClick={onDismiss} loading={dismissing} disabled={accepting}>
            Dismiss
          </Button>
        </Space>
      )}
    </Space>
  );
}
