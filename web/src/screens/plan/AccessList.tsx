import { List, Typography } from 'antd';
import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import {
  hasEnterpriseAccess,
  hasProAccess,
  isSubscribed,
  type Subscription,
} from '../../../../domain/subscription';

const LEVELS = [
  { key: 'subscribed', title: 'Paid subscription', grants: isSubscribed },
  { key: 'pro', title: 'Pro features', grants: hasProAccess },
  { key: 'enterprise', title: 'Enterprise features', grants: hasEnterpriseAccess },
] as const;

/** Which access levels the subscription grants, by the rules of seed 000 §6. */
export function AccessList({ subscription }: { subscription: Subscription }) {
  return (
    <List
      dataSource={[...LEVELS]}
      rowKey="key"
      renderItem={(level) => {
        const granted = level.grants(subscription);
        return (
          <List.Item data-testid={`access-${level.key}`} data-granted={String(granted)}>
            <Typography.Text>
              {granted ? (
                <CheckCircleFilled style={{ color: '#52c41a', marginInlineEnd: 8 }} />
              ) : (
                <MinusCircleOutlined style={{ marginInlineEnd: 8, opacity: 0.45 }} />
              )}
              {level.title}
            </Typography.Text>
            <Typography.Text type={granted ? 'success' : 'secondary'}>{granted ? 'Included' : 'Not included'}</Typography.Text>
          </List.Item>
        );
      }}
    />
  );
}
