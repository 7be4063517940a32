import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { errorMessage } from '../../api/ApiError';
import { usePageTitle } from '../../navigation/usePageTitle';
import { IntegrationCard } from './IntegrationCard';
import { useIntegrations } from './useIntegrations';

/** GET /api/integrations: every outside service the workspace uses, with its real state. */
export function IntegrationsPage() {
  usePageTitle('Integrations');
  const query = useIntegrations();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }} data-testid="integrations-page">
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        Integrations
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Mail, calendar and drive accounts you link yourself; the AI model and case-law services are set up on the server.
      </Typography.Paragraph>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          title="Could not load the integrations."
          description={errorMessage(query.error)}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        query.data.map((integration) => <IntegrationCard key={integration.id} integration={integration} />)
      )}
    </Flex>
  );
}
