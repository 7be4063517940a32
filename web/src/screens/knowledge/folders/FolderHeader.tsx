import { useState } from 'react';
import { App, Button, Flex, Tag, Typography } from 'antd';
import { AuditOutlined, DeleteOutlined, EditOutlined, FileSearchOutlined, FolderOutlined, InboxOutlined } from '@ant-design/icons';
import { ReadingLogDrawer } from './ReadingLogDrawer';
import type { KnowledgeScope } from '../state/scope';

interface FolderHeaderProps {
  scope: KnowledgeScope;
  onEdit(): void;
  onDelete(): Promise<unknown>;
}

/** The selected folder's name, its matter (client, number) and its Rename and Delete actions. */
export function FolderHeader({ scope, onEdit, onDelete }: FolderHeaderProps) {
  const { modal } = App.useApp();
  const { folder, matter } = scope;
  const [logOpen, setLogOpen] = useState(false);

  if (!folder) {
    return (
      <Flex vertical gap={2} className="kb-folder-header" data-testid="kb-folder-header">
        <Typography.Title level={2} className="kb-pane-title">
          <InboxOutlined /> All documents outside matters
        </Typography.Title>
        <Typography.Text type="secondary">Documents in a matter are listed only when you open that matter.</Typography.Text>
      </Flex>
    );
  }

  const confirmDelete = () =>
    modal.confirm({
      title: `Delete “${folder.name}”?`,
      content: 'Its subfolders and every document in them are deleted too. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: onDelete,
    });

  const details = [
    matter && matter.id !== folder.id ? `In matter ${matter.name}` : null,
    folder.isMatter && folder.matterClient ? `Client: ${folder.matterClient}` : null,
    folder.isMatter && folder.matterNumber ? `Matter number: ${folder.matterNumber}` : null,
  ].filter((text): text is string => Boolean(text));

  return (
    <Flex justify="space-between" align="flex-start" gap={8} wrap className="kb-folder-header" data-testid="kb-folder-header">
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Title level={2} className="kb-pane-title" data-testid="kb-folder-heading">
          {folder.isMatter ? <AuditOutlined /> : <FolderOutlined />} {folder.name}{' '}
          {folder.isMatter ? <Tag className="kb-matter-tag">Matter</Tag> : null}
        </Typography.Title>
        {details.length ? <Typography.Text type="secondary">{details.join(' · ')}</Typography.Text> : null}
        {folder.description ? <Typography.Text type="secondary">{folder.description}</Typography.Text> : null}
      </Flex>
      <Flex gap={4} wrap>
        {matter ? (
          <>
            <Button size="small" icon={<FileSearchOutlined />} onClick={() => setLogOpen(true)} data-testid="kb-reading-log-open">
              AI reading log
            </Button>
            <ReadingLogDrawer matterId={matter.id} matterName={matter.name} open={logOpen} onClose={() => setLogOpen(false)} />
          </>
        ) : null}
        <Button size="small" icon={<EditOutlined />} onClick={onEdit} data-testid="kb-folder-edit">
          {folder.isMatter ? 'Edit matter' : 'Rename'}
        </Button>
        <Button size="small" danger icon={<DeleteOutlined />} onClick={confirmDelete} data-testid="kb-folder-delete">
          Delete
        </Button>
      </Flex>
    </Flex>
  );
}
