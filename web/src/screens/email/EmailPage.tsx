import { Navigate, useLocation } from 'react-router';
import { Button, Card, Empty, Result, Spin } from 'antd';
import { MAIL_TOASTS } from '../../../../domain/mail/messages';
import { DEFAULT_FOLDER } from '../../../../domain/mail/types';
import { errorMessage } from '../../api/ApiError';
import { useUserCache } from '../../data/useUserCache';
import { usePageTitle } from '../../navigation/usePageTitle';
import { AddAccountButton } from './account/AddAccountButton';
import { Mailbox } from './Mailbox';
import { folderRoute, useMailLocation } from './mailRoutes';
import { useAccounts } from './state/useMailbox';
import './email.css';

/** /email and /email/folder/:accountId/:folderId[/:messageId]: the URL says what is on screen. */
export function EmailPage() {
  usePageTitle('Email');
  useUserCache();
  const { accountId, folderId, messageId } = useMailLocation();
  const accounts = useAccounts();
  // /email?compose=1… and /email?q=… are carried to the first account's Inbox, which acts on them.
  const { search } = useLocation();

  if (accountId && folderId) {
    return <Mailbox accountId={accountId} folderId={folderId} messageId={messageId} accounts={accounts} />;
  }
  if (accounts.data?.length) {
    const first = accounts.data[0]!;
    return <Navigate to={`${folderRoute(first.id, DEFAULT_FOLDER)}${search}`} replace />;
  }
  if (accounts.data) {
    return (
      <Card variant="borderless" data-testid="mail-no-accounts">
        <Empty description="No mail accounts are linked to your workspace yet.">
          <AddAccountButton type="primary" />
        </Empty>
      </Card>
    );
  }
  if (accounts.error && !accounts.loading) {
    return (
      <Card variant="borderless">
        <Result
          status="error"
          title={MAIL_TOASTS.serviceInitFailed}
          subTitle={errorMessage(accounts.error)}
          extra={<Button onClick={() => void accounts.reload()}>Try again</Button>}
          data-testid="mail-init-error"
        />
      </Card>
    );
  }
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
      <Spin size="large" description="Opening your mailbox…" />
    </div>
  );
}
