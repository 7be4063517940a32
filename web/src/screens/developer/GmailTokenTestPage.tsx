import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import type { TokenProviderState } from '../../../../domain/tokens/status';
import { usePageTitle } from '../../navigation/usePageTitle';
import { refreshMailTokens, validateTokens } from '../../tokens/tokenLifecycle';
import { useTokenStatus } from '../../tokens/useTokenStatus';
import { Details } from './Details';

const STATE_WORDS: Record<TokenProviderState, string> = {
  unknown: 'Not checked yet',
  valid: 'Valid',
  refreshed: 'Refreshed',
  error: 'Failed',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Not yet');

/** /test/gmail-token: the stored Gmail token's state, and the lifecycle that keeps it fresh. */
export function GmailTokenTestPage() {
  usePageTitle('Gmail token test');
  const { status, report } = useTokenStatus();
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  const validate = async () => {
    setChecking(true);
    setOutcome(null);
    const checked = await validateTokens();
    setChecking(false);
    if (!checked) setOutcome('The check failed; see the errors below.');
  };

  useEffect(() => {
    void validateTokens();
  }, []);

  const refresh = async () => {
    setOutcome(null);
    const ok = await refreshMailTokens();
    setOutcome(ok ? 'A new token was issued and saved.' : 'The token could not be refreshed; see the errors below.');
  };

  const accounts = report?.accounts ?? [];
  return (
    <Flex vertical gap={16} style={{ maxWidth: 800 }} data-testid="gmail-token-test">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Gmail token test
        </Typography.Title>
        <Flex gap={8}>
          <Button onClick={() => void validate()} loading={checking}>
            Validate
          </Button>
          {accounts.length > 0 && (
            <Button type="primary" onClick={() => void refresh()} loading={status.isRefreshing}>
              Refresh now
            </Button>
          )}
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        The workspace keeps the sign-in token of each linked Google account on the server and renews it in the background before it expires.
      </Typography.Paragraph>
      {outcome && <Alert type={outcome.startsWith('A new') ? 'success' : 'warning'} showIcon title={outcome} data-testid="token-outcome" />}
      {!report ? (
        status.identity === 'error' ? (
          <Alert type="error" showIcon title="The token state could not be read." description={status.errors.at(-1)} />
        ) : (
          <Skeleton active />
        )
      ) : accounts.length === 0 ? (
        <Alert
          type="info"
          showIcon
          data-testid="token-none"
          title="No Google account is linked, so there is no Gmail token to check."
          description={
            <>
              {report.googleConfigured ? 'Link a Gmail account under ' : 'Gmail linking is not set up on this server. Once it is, link an account under '}
              <Link to="/integrations" style={{ textDecoration: 'underline' }}>Integrations</Link>; its token will then show here.
            </>
          }
        />
      ) : (
        accounts.map((account) => (
          <Card key={account.accountId} size="small" title={account.email} data-testid="token-account">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Validity">{account.valid ? 'Valid' : 'Expired or about to expire'}</Descriptions.Item>
              <Descriptions.Item label="Expires">{new Date(account.expiresAt).toLocaleString()}</Descriptions.Item>
              <Descriptions.Item label="Minutes left">{account.minutesLeft}</Descriptions.Item>
              <Descriptions.Item label="Last refresh">{when(account.storedAt)}</Descriptions.Item>
              <Descriptions.Item label="Renewal">
                {!account.canRefresh ? 'Cannot be renewed: link the account again.' : account.refreshDue ? 'Due: under 15 minutes left.' : 'Not due yet.'}
              </Descriptions.Item>
            </Descriptions>
            {account.error && <Alert type="error" showIcon title={account.error} style={{ marginTop: 8 }} />}
          </Card>
        ))
      )}
      <Card size="small" title="In this tab">
        <Descriptions column={1} size="small" data-testid="token-status">
          <Descriptions.Item label="Workspace sign-in">{STATE_WORDS[status.identity]}</Descriptions.Item>
          <Descriptions.Item label="Google token">{accounts.length === 0 && status.mail === 'unknown' ? 'No Google account' : STATE_WORDS[status.mail]}</Descriptions.Item>
          <Descriptions.Item label="Refreshing">{status.isRefreshing ? 'Yes' : 'No'}</Descriptions.Item>
          <Descriptions.Item label="Last refresh">{when(status.lastRefresh)}</Descriptions.Item>
          <Descriptions.Item label="Refresh count">{status.refreshCount}</Descriptions.Item>
        </Descriptions>
        {status.errors.length > 0 && <Details text={status.errors.join('\n')} testId="token-errors" />}
      </Card>
    </Flex>
  );
}
