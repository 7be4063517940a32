import { useNavigate } from 'react-router';
import { Alert, Avatar, Button, Flex, Skeleton, Tooltip, Typography } from 'antd';
import type { MailAccount } from '../../../../../domain/mail/types';
import { DEFAULT_FOLDER } from '../../../../../domain/mail/types';
import { MAIL_TOASTS } from '../../../../../domain/mail/messages';
import type { Cached } from '../../../data/cachedQuery';
import { folderRoute } from '../mailRoutes';
import { AccountMenu } from './AccountMenu';
import { AddAccountButton } from './AddAccountButton';
import { DemoMailboxTag, PROVIDER_ICONS, PROVIDER_NAMES } from './accountVisuals';

interface AccountListProps {
  accounts: Cached<MailAccount[]>;
  accountId: string;
}

/** The linked accounts; choosing one opens its inbox (and so resets messages, folders, labels and paging). */
export function AccountList({ accounts, accountId }: AccountListProps) {
  const navigate = useNavigate();

  if (!accounts.data) {
    if (accounts.error && !accounts.loading) {
      return (
        <Alert
          type="error"
          showIcon
          title={MAIL_TOASTS.refreshAccountsFailed}
          action={<Button size="small" onClick={() => void accounts.reload()}>Retry</Button>}
        />
      );
    }
    return <Skeleton active avatar paragraph={{ rows: 1 }} title={false} />;
  }

  return (
    <Flex vertical gap={2} data-testid="mail-account-list">
      {accounts.data.map((account) => (
        <Flex key={account.id} align="center" gap={2}>
          <button
            type="button"
            className="mail-account"
            aria-current={account.id === accountId}
            onClick={() => {
              if (account.id !== accountId) void navigate(folderRoute(account.id, DEFAULT_FOLDER));
            }}
            data-testid="mail-account"
            data-account-id={account.id}
          >
            <Tooltip title={PROVIDER_NAMES[account.provider]}>
              <Avatar size="small" icon={PROVIDER_ICONS[account.provider]} />
            </Tooltip>
            <span className="mail-account-text">
              <Typography.Text strong>{account.name || account.email}</Typography.Text>
              {account.name && account.name !== account.email ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {account.email}
                </Typography.Text>
              ) : null}
              {account.isDemo && !/demo mailbox/i.test(account.name) ? (
                <span style={{ marginTop: 2 }}>
                  <DemoMailboxTag account={account} />
                </span>
              ) : null}
            </span>
          </button>
          <AccountMenu account={account} current={account.id === accountId} />
        </Flex>
      ))}
      <div style={{ marginTop: 6 }}>
        <AddAccountButton block />
      </div>
    </Flex>
  );
}
