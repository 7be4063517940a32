import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Card, Result } from 'antd';
import type { MailAccount } from '../../../../domain/mail/types';
import { MIN_WIDTH, useMediaQuery } from '../../components/useMediaQuery';
import type { Cached } from '../../data/cachedQuery';
import { useThemeVars } from '../../theme/useThemeVars';
import { ComposeModal, type ComposeDraft } from './compose/ComposeModal';
import { MessageDetail } from './detail/MessageDetail';
import { MessageListPane } from './list/MessageListPane';
import { EMAIL_ROUTE } from './mailRoutes';
import { MailNav } from './nav/MailNav';
import { MailNavDrawer } from './nav/MailNavDrawer';
import { useMailCommands, useMailUrlRequests } from './state/useMailCommands';
import { useMessageActions } from './state/useMessageActions';

interface MailboxProps {
  accountId: string;
  folderId: string;
  messageId: string | undefined;
  accounts: Cached<MailAccount[]>;
}

/** One account: navigation on the left, the folder's messages or one message on the right, and compose. */
export function Mailbox({ accountId, folderId, messageId, accounts }: MailboxProps) {
  const [draft, setDraft] = useState<ComposeDraft | null>(null);
  const vars = useThemeVars();
  const wide = useMediaQuery(MIN_WIDTH.lg);
  const account = accounts.data?.find((candidate) => candidate.id === accountId);
  const actions = useMessageActions(accountId, folderId);
  useMailCommands(accountId, folderId, messageId, actions);
  useMailUrlRequests(accountId, folderId, useCallback((next: ComposeDraft) => setDraft(next), []));

  if (accounts.data && !account) {
    return (
      <Card variant="borderless">
        <Result
          status="404"
          title="This mail account is not linked to your workspace"
          subTitle="It may have been removed. Your other accounts are still here."
          extra={<Link to={EMAIL_ROUTE}>Back to your mailbox</Link>}
          data-testid="mail-account-missing"
        />
      </Card>
    );
  }

  return (
    <div className="mail-screen" style={vars}>
      {wide ? (
        <MailNav accounts={accounts} accountId={accountId} folderId={folderId} onCompose={() => setDraft({})} />
      ) : (
        <MailNavDrawer accounts={accounts} accountId={accountId} folderId={folderId} onCompose={() => setDraft({})} />
      )}
      <Card className="mail-main" styles={{ body: { padding: 0, height: '100%', display: 'flex', flexDirection: 'column' } }}>
        {messageId ? (
          <MessageDetail
            key={messageId}
            accountId={accountId}
            folderId={folderId}
            messageId={messageId}
            onReply={setDraft}
            ownAddress={account?.email}
          />
        ) : (
          <MessageListPane accountId={accountId} folderId={folderId} account={account} onOpenDraft={setDraft} />
        )}
      </Card>
      <ComposeModal accountId={accountId} account={account} draft={draft} onClose={() => setDraft(null)} />
    </div>
  );
}
