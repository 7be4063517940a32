import { useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Table, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MailAccount } from '../../../../domain/mail/types';
import { errorMessage } from '../../api/ApiError';
import { fetchEmailDebug, type EmailDebugReport, type EmailDebugStep } from '../../api/developer';
import { fetchAccounts } from '../../api/mail';
import { usePageTitle } from '../../navigation/usePageTitle';
import { CheckIcon } from './CheckIcon';
import { Details } from './Details';

const STEP_NAMES: Record<EmailDebugStep['step'], string> = {
  open: 'Open the mailbox',
  folders: 'List the folders',
  firstPage: 'Read the first inbox page',
};

const PROVIDER_NAMES: Record<string, string> = { gmail: 'Gmail', imap: 'IMAP/SMTP', demo: 'Demo mailbox' };

/** /debug/email: diagnostic requests against each linked mailbox, with timings and the provider's own error text. */
export function EmailDebugPage() {
  usePageTitle('Email diagnostics');
  const accounts = useQuery({ queryKey: ['debug-email-accounts'], queryFn: ({ signal }) => fetchAccounts(signal) });
  const real = accounts.data?.filter((account) => !account.isDemo) ?? [];

  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }} data-testid="email-debug">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Email diagnostics
        </Typography.Title>
        <Button onClick={() => void accounts.refetch()} loading={accounts.isFetching}>
          Reload accounts
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Opens each mailbox the way the Email screen does, lists its folders and reads the first page of the inbox, and shows how long each step took.
      </Typography.Paragraph>
      {accounts.isPending ? (
        <Skeleton active />
      ) : accounts.isError ? (
        <Alert type="error" showIcon title="Failed to fetch linked accounts." description={errorMessage(accounts.error)} />
      ) : (
        <>
          {real.length === 0 && (
            <Alert
              type="info"
              showIcon
              data-testid="email-debug-none"
              title="No Gmail or IMAP account is linked."
              description={
                <>
                  Only the demo mailbox is here to check. Link a mailbox under <Link to="/integrations" style={{ textDecoration: 'underline' }}>Integrations</Link> to diagnose it.
                </>
              }
            />
          )}
          {accounts.data.map((account) => (
            <AccountCheck key={account.id} account={account} />
          ))}
        </>
      )}
    </Flex>
  );
}

function AccountCheck({ account }: { account: MailAccount }) {
  const [report, setReport] = useState<EmailDebugReport | null>(null);
  const run = useMutation({ mutationFn: () => fetchEmailDebug(account.id), onSuccess: setReport });
  const total = report?.steps.reduce((sum, step) => sum + step.ms, 0) ?? 0;
  const failed = report?.steps.find((step) => !step.ok);
  return (
    <Card
      size="small"
      title={`${account.email} · ${PROVIDER_NAMES[account.provider] ?? account.provider}${account.connected ? '' : ' (disconnected)'}`}
      extra={
        <Button onClick={() => run.mutate()} loading={run.isPending} aria-label={`Run diagnostics for ${account.email}`}>
          Run diagnostics
        </Button>
      }
      data-testid="email-debug-account"
    >
      {run.isError && <Alert type="error" showIcon title="The diagnostics could not be run." description={errorMessage(run.error)} />}
      {!report && !run.isError && <Typography.Text type="secondary">Not run yet.</Typography.Text>}
      {report && (
        <Flex vertical gap={8}>
          <Typography.Text data-testid="email-debug-result">
            {failed ? `Stopped at “${STEP_NAMES[failed.step]}” after ${total} ms.` : `All steps worked, in ${total} ms.`}
          </Typography.Text>
          <Table<EmailDebugStep>
            size="small"
            pagination={false}
            rowKey="step"
            dataSource={report.steps}
            scroll={{ x: true }}
            columns={[
              { title: 'Step', dataIndex: 'step', render: (_value, step) => <Flex gap={8} align="center"><CheckIcon state={step.ok ? 'pass' : 'fail'} />{STEP_NAMES[step.step]}</Flex> },
              { title: 'Time', dataIndex: 'ms', render: (ms: number) => `${ms} ms`, width: 90 },
              { title: 'Result', dataIndex: 'summary' },
            ]}
          />
          {failed?.error && <Details text={failed.error} testId="email-debug-error" />}
        </Flex>
      )}
    </Card>
  );
}
