import { Button, Card, List, Popconfirm, Tag, Typography } from 'antd';
import type { IntegrationState } from '../../../../domain/settings/integrations';
import { IntegrationActions } from './IntegrationActions';
import { useDisconnect } from './useIntegrations';

const STATUS = {
  connected: { color: 'success', words: 'Connected' },
  'not-connected': { color: 'default', words: 'Not connected' },
  unavailable: { color: 'warning', words: 'Not available' },
} as const;

const serverWords = { connected: 'Set up', 'not-connected': 'Not set up', unavailable: 'Not set up' } as const;

function synced(iso: string | null): string {
  return iso ? `Last synced ${new Date(iso).toLocaleString()}` : 'Not synced yet';
}

/** One integration: its state, its linked accounts (with unlink where the product supports it) and how to link. */
export function IntegrationCard({ integration }: { integration: IntegrationState }) {
  const disconnect = useDisconnect();
  const status = STATUS[integration.status];
  const canUnlink = integration.id === 'gmail' || integration.id === 'imap';
  const headingId = `integration-${integration.id}`;
  return (
    <Card
      data-testid={`integration-${integration.id}`}
      aria-labelledby={headingId}
      title={
        <h2 id={headingId} style={{ margin: 0, fontSize: 17 }}>
          {integration.name}
        </h2>
      }
      extra={<Tag color={status.color}>{integration.kind === 'server' ? serverWords[integration.status] : status.words}</Tag>}
    >
      <Typography.Paragraph style={{ marginBottom: 4 }}>{integration.description}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{integration.detail}</Typography.Paragraph>
      {integration.accounts.length > 0 ? (
        <List
          size="small"
          dataSource={integration.accounts}
          rowKey="id"
          style={{ marginBottom: 12 }}
          renderItem={(account) => (
            <List.Item
              actions={
                canUnlink
                  ? [
                      <Popconfirm key="unlink" title={`Unlink ${account.email}?`} description="Its mail leaves the workspace; nothing is deleted at the provider." okText="Unlink" onConfirm={() => disconnect.mutate(account)}>
                        <Button size="small" danger loading={disconnect.isPending && disconnect.variables?.id === account.id} aria-label={`Unlink ${account.email}`}>
                          Disconnect
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={account.email}
                description={
                  <>
                    {account.connected ? null : <Tag color="warning">Needs linking again</Tag>}
                    {integration.id === 'gmail' || integration.id === 'imap' || integration.id === 'demo' ? synced(account.lastSynced) : 'Linked through Gmail'}
                  </>
                }
              />
            </List.Item>
          )}
        />
      ) : null}
      {integration.kind === 'account' ? <IntegrationActions integration={integration} /> : <Typography.Text type="secondary">Set up by the administrator on the server.</Typography.Text>}
    </Card>
  );
}
