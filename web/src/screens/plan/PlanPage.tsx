import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { PLAN_LABELS } from '../../../../domain/subscription';
import { useCurrentUser } from '../../auth/sessionContext';
import { usePageTitle } from '../../navigation/usePageTitle';
import { AccessList } from './AccessList';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ');

/** /plan-management and /subscription: the signed-in user's plan and what it grants. */
export function PlanPage() {
  usePageTitle('Plan & subscription');
  const { subscription } = useCurrentUser();
  const active = subscription.status === 'active';

  return (
    <Flex vertical gap={24} style={{ maxWidth: 640 }} data-testid="plan-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        Plan &amp; subscription
      </Typography.Title>
      <Card title="Your plan">
        <Descriptions
          column={1}
          items={[
            { key: 'plan', label: 'Plan', children: <span data-testid="plan-name">{PLAN_LABELS[subscription.plan] ?? subscription.plan}</span> },
            { key: 'type', label: 'Type', children: capitalise(subscription.type) },
            {
              key: 'status',
              label: 'Status',
              children: (
                <Tag color={active ? 'success' : 'default'} data-testid="plan-status">
                  {capitalise(subscription.status)}
                </Tag>
              ),
            },
          ]}
        />
      </Card>
      <Card title="Access">
        <AccessList subscription={subscription} />
      </Card>
    </Flex>
  );
}
