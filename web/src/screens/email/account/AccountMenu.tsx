import { useNavigate } from 'react-router';
import { App, Button, Dropdown } from 'antd';
import { DeleteOutlined, MoreOutlined } from '@ant-design/icons';
import { MAIL_TOASTS } from '../../../../../domain/mail/messages';
import type { MailAccount } from '../../../../../domain/mail/types';
import { fetchAccounts } from '../../../api/mail';
import { removeAccount } from '../../../api/mailActions';
import { patchQueries } from '../../../data/optimistic';
import { queryClient } from '../../../data/queryClient';
import { useToast } from '../../../toast/useToast';
import { EMAIL_ROUTE } from '../mailRoutes';
import { mailKeys } from '../state/keys';

/** "Remove account", after a confirmation; the removed account leaves the list at once. */
export function AccountMenu({ account, current }: { account: MailAccount; current: boolean }) {
  const { modal } = App.useApp();
  const toast = useToast();
  const navigate = useNavigate();

  const remove = async () => {
    try {
      await removeAccount(account.id);
    } catch {
      toast.error(MAIL_TOASTS.accountRemoveFailed);
      return;
    }
    await patchQueries<MailAccount[]>(mailKeys.accounts(), (accounts) => accounts.filter((candidate) => candidate.id !== account.id));
    toast.success(MAIL_TOASTS.accountRemoved);
    if (current) void navigate(EMAIL_ROUTE);
    try {
      await queryClient.fetchQuery({ queryKey: mailKeys.accounts(), queryFn: ({ signal }) => fetchAccounts(signal), staleTime: 0, retry: false });
    } catch {
      toast.error(MAIL_TOASTS.refreshAccountsFailed);
    }
  };

  const confirm = () =>
    modal.confirm({
      title: `Remove ${account.isDemo ? 'the demo mailbox' : account.email}?`,
      content: 'Its messages stay with the provider; the workspace stops reading them.',
      okText: 'Remove account',
      okButtonProps: { danger: true },
      onOk: remove,
    });

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ key: 'remove', label: 'Remove account', icon: <DeleteOutlined />, danger: true }],
        onClick: confirm,
      }}
    >
      <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`Options for ${account.email}`} />
    </Dropdown>
  );
}
