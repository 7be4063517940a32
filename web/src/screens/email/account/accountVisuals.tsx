import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { ExperimentOutlined, GoogleOutlined, MailOutlined } from '@ant-design/icons';
import type { MailAccount, MailProviderKind } from '../../../../../domain/mail/types';

export const PROVIDER_ICONS: Readonly<Record<MailProviderKind, ReactNode>> = {
  gmail: <GoogleOutlined />,
  imap: <MailOutlined />,
  demo: <ExperimentOutlined />,
};

export const PROVIDER_NAMES: Readonly<Record<MailProviderKind, string>> = {
  gmail: 'Gmail',
  imap: 'IMAP / SMTP',
  demo: 'Demo',
};

/** The label every place that shows the built-in demo mailbox carries. */
export function DemoMailboxTag({ account }: { account: Pick<MailAccount, 'isDemo'> | undefined }) {
  if (!account?.isDemo) return null;
  return (
    <Tag color="purple" variant="filled" style={{ marginInlineEnd: 0 }} data-testid="demo-mailbox-tag">
      Demo mailbox
    </Tag>
  );
}
