import type { ReactNode } from 'react';
import { DeleteOutlined, FileTextOutlined, InboxOutlined, SendOutlined, WarningOutlined } from '@ant-design/icons';
import type { SystemFolderId } from '../../../../../domain/mail/types';

export const FOLDER_ICONS: Readonly<Record<SystemFolderId, ReactNode>> = {
  INBOX: <InboxOutlined />,
  SENT: <SendOutlined />,
  DRAFT: <FileTextOutlined />,
  TRASH: <DeleteOutlined />,
  SPAM: <WarningOutlined />,
};
