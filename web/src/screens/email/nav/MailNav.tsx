import { Button, Card } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { MailAccount } from '../../../../../domain/mail/types';
import type { Cached } from '../../../data/cachedQuery';
import { AccountList } from '../account/AccountList';
import { FolderMenu } from './FolderMenu';

export interface MailNavProps {
  accounts: Cached<MailAccount[]>;
  accountId: string;
  folderId: string;
  onCompose(): void;
}

/** Compose, accounts, system folders and user labels. */
export function MailNavContent({ accounts, accountId, folderId, onCompose }: MailNavProps) {
  return (
    <>
      <Button type="primary" size="large" block icon={<EditOutlined />} onClick={onCompose} data-testid="compose-button">
        Compose
      </Button>
      <span className="mail-nav-section-title">Accounts</span>
      <AccountList accounts={accounts} accountId={accountId} />
      <FolderMenu accountId={accountId} folderId={folderId} />
    </>
  );
}

/** The left column of the e-mail screen on wide windows. */
export function MailNav(props: MailNavProps) {
  return (
    <Card className="mail-nav" styles={{ body: { padding: 12, height: '100%', overflow: 'auto' } }}>
      <MailNavContent {...props} />
    </Card>
  );
}
