import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Badge, Button, Menu, Skeleton, Typography, type MenuProps } from 'antd';
import { PlusOutlined, ContainerOutlined } from '@ant-design/icons';
import { MAIL_TOASTS } from '../../../../../domain/mail/messages';
import type { MailFolder, MailLabel } from '../../../../../domain/mail/types';
import { useToast } from '../../../toast/useToast';
import { ARCHIVE_FOLDER, folderRoute } from '../mailRoutes';
import { useFolders, useLabels } from '../state/useMailbox';
import { FOLDER_ICONS } from './folderIcons';
import { NewLabelModal } from './NewLabelModal';

const NEW_LABEL_KEY = '__new-label';

function folderItem(folder: MailFolder): NonNullable<MenuProps['items']>[number] {
  const unread = Math.max(0, folder.unreadCount);
  const total = Math.max(0, folder.totalCount);
  return {
    key: folder.id,
    icon: FOLDER_ICONS[folder.id],
    label: (
      <span className="mail-folder-label" data-testid={`mail-folder-${folder.id}`} title={`${unread} unread of ${total}`}>
        <span>{folder.name}</span>
        <span>
          <Badge count={unread} size="small" overflowCount={999} />{' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="folder-total">
            {total}
          </Typography.Text>
        </span>
      </span>
    ),
  };
}

function labelItem(label: MailLabel): NonNullable<MenuProps['items']>[number] {
  return {
    key: label.id,
    icon: <span className="mail-label-dot" style={{ background: label.color.backgroundColor }} />,
    label: <span data-testid={`mail-label-${label.id}`}>{label.name}</span>,
  };
}

/** System folders with unread and total counts, then the user's labels and "New label". */
export function FolderMenu({ accountId, folderId }: { accountId: string; folderId: string }) {
  const folders = useFolders(accountId);
  const labels = useLabels(accountId);
  const navigate = useNavigate();
  const toast = useToast();
  const [creating, setCreating] = useState(false);

  const failed = (folders.error && !folders.data) || (labels.error && !labels.data);
  useEffect(() => {
    if (failed) toast.error(MAIL_TOASTS.switchFailed);
  }, [failed, toast]);

  if (failed && !folders.loading && !labels.loading) {
    return (
      <Alert
        style={{ marginTop: 16 }}
        type="error"
        showIcon
        title={MAIL_TOASTS.switchFailed}
        action={
          <Button size="small" onClick={() => void Promise.all([folders.reload(), labels.reload()])}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!folders.data) return <Skeleton active style={{ marginTop: 16 }} paragraph={{ rows: 5 }} title={false} />;

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'folders',
      label: 'Folders',
      children: [
        ...folders.data.map(folderItem),
        // Archived messages live here (everything but Trash, Spam and Drafts; the server's Archive folder over IMAP).
        { key: ARCHIVE_FOLDER, icon: <ContainerOutlined />, label: <span className="mail-folder-label" data-testid="mail-folder-ARCHIVE" title="Archived mail and everything else except Trash, Spam and Drafts"><span>All Mail</span></span> },
      ],
    },
    {
      type: 'group',
      key: 'labels',
      label: 'Labels',
      children: [
        ...(labels.data ?? []).map(labelItem),
        { key: NEW_LABEL_KEY, icon: <PlusOutlined />, label: <span data-testid="new-label-button">New label</span> },
      ],
    },
  ];

  return (
    <>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[folderId]}
        style={{ marginTop: 8 }}
        onClick={({ key }) => {
          if (key === NEW_LABEL_KEY) setCreating(true);
          else void navigate(folderRoute(accountId, key));
        }}
        aria-label="Mail folders and labels"
        data-testid="mail-folder-menu"
      />
      <NewLabelModal accountId={accountId} open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
