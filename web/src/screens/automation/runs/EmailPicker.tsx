import { useEffect, useState } from 'react';
import { Alert, Empty, Flex, Radio, Skeleton, Tag, Typography } from 'antd';
import type { MailAccount, MailMessageSummary } from '../../../../../domain/mail/types';
import { errorMessage } from '../../../api/ApiError';
import { fetchAccounts, fetchMessagePage } from '../../../api/mail';
import { formatListDate, senderName } from '../../email/format';

const LATEST = 20;

export interface ChosenEmail {
  accountId: string;
  messageId: string;
}

interface Listed {
  account: MailAccount;
  message: MailMessageSummary;
}

/** The latest messages of the user's inboxes, newest first across accounts. */
async function latestMessages(signal: AbortSignal): Promise<Listed[]> {
  const accounts = await fetchAccounts(signal);
  const pages = await Promise.all(
    accounts.map(async (account) => {
      const page = await fetchMessagePage(account.id, { folderId: 'INBOX', pageSize: LATEST }, signal);
      return page.messages.map((message) => ({ account, message }));
    }),
  );
  return pages.flat().sort((a, b) => Date.parse(b.message.date) - Date.parse(a.message.date));
}

const keyOf = (email: ChosenEmail) => `${email.accountId}\n${email.messageId}`;

interface EmailPickerProps {
  value: ChosenEmail | null;
  onChange(email: ChosenEmail): void;
}

/** Choose the e-mail the run starts with, as if it had just arrived. */
export function EmailPicker({ value, onChange }: EmailPickerProps) {
  const [listed, setListed] = useState<Listed[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const controller = new AbortController();
    latestMessages(controller.signal).then(setListed, (failure: unknown) => {
      if (!controller.signal.aborted) setError(failure);
    });
    return () => controller.abort();
  }, []);

  if (error) return <Alert type="error" showIcon title="Could not load your e-mails" description={errorMessage(error)} />;
  if (!listed) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (listed.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Your inboxes are empty: link a mail account or use the demo mailbox." />;

  const several = new Set(listed.map(({ account }) => account.id)).size > 1;
  return (
    <Radio.Group
      value={value ? keyOf(value) : undefined}
      onChange={(event) => {
        const [accountId = '', messageId = ''] = String(event.target.value).split('\n');
        onChange({ accountId, messageId });
      }}
      style={{ width: '100%' }}
    >
      <Flex vertical gap={4} className="automation-email-list" data-testid="run-email-list">
        {listed.map(({ account, message }) => {
          const key = keyOf({ accountId: account.id, messageId: message.id });
          return (
            <div key={key} data-testid="run-email-option" data-subject={message.subject}>
              <Radio value={key} style={{ width: '100%' }}>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis>
                    {message.subject || '(no subject)'}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {senderName(message.from)} · {formatListDate(message.date)}
                    {several || account.isDemo ? (
                      <Tag style={{ marginLeft: 8 }} color={account.isDemo ? 'purple' : undefined}>
                        {account.isDemo ? 'Demo mailbox' : account.email}
                      </Tag>
                    ) : null}
                  </Typography.Text>
                </Flex>
              </Radio>
            </div>
          );
        })}
      </Flex>
    </Radio.Group>
  );
}
