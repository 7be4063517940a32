import { Empty, List, Tag } from 'antd';
import type { Integration } from '../../../../domain/user';

export function LinkedAccounts({ integrations }: { integrations: readonly Integration[] }) {
  if (integrations.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No linked mail or calendar accounts yet." />;
  }
  return (
    <List
      dataSource={[...integrations]}
      rowKey={(integration) => `${integration.provider}:${integration.email}`}
      renderItem={(integration) => (
        <List.Item extra={integration.connected ? <Tag color="success">Connected</Tag> : <Tag>Disconnected</Tag>}>
          <List.Item.Meta title={integration.email} description={integration.provider} />
        </List.Item>
      )}
    />
  );
}
