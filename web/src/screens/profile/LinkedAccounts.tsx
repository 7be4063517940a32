import { Link } from 'react-router';
import { Empty, List, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser, Integration } from '../../../../domain/user';
import { fetchCurrentUser } from '../../api/auth';
import { settingsKeys } from '../settings/settingsKeys';

const PROVIDER_NAMES: Record<string, string> = { gmail: 'Gmail', imap: 'IMAP/SMTP', demo: 'Demo mailbox' };

function synced(lastSynced: string | null | undefined): string {
  return lastSynced ? `last synced ${new Date(lastSynced).toLocaleString()}` : 'not synced yet';
}

/** The user's linked accounts (table linked_accounts), fresh from GET /api/auth/me, with a way to manage them. */
export function LinkedAccounts({ user }: { user: CurrentUser }) {
  const query = useQuery({ queryKey: settingsKeys.me, queryFn: ({ signal }) => fetchCurrentUser(signal), initialData: user, staleTime: 0 });
  const integrations: readonly Integration[] = query.data.integrations;
  return (
    <>
      {integrations.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No linked mail or calendar accounts yet." />
      ) : (
        <List
          data-testid="linked-accounts"
          dataSource={[...integrations]}
          rowKey={(integration) => `${integration.provider}:${integration.email}`}
          renderItem={(integration) => (
            <List.Item extra={integration.connected ? <Tag color="success">Connected</Tag> : <Tag color="warning">Disconnected</Tag>}>
              <List.Item.Meta title={integration.email} description={`${PROVIDER_NAMES[integration.provider] ?? integration.provider} · ${synced(integration.lastSynced)}`} />
            </List.Item>
          )}
        />
      )}
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
        <Link to="/integrations">Link or unlink accounts on the Integrations page</Link>
      </Typography.Paragraph>
    </>
  );
}
