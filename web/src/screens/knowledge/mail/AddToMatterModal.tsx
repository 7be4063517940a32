import { useState } from 'react';
import { Alert, Form, Modal, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/ApiError';
import { FolderPicker } from '../folders/FolderPicker';
import { useFolders } from '../state/useKnowledgeQueries';
import { useAddMailToKnowledge } from './useAddMailToKnowledge';

interface AddToMatterModalProps {
  open: boolean;
  accountId: string;
  messageId: string;
  /** Only this attachment; without it the message (and its attachments) is added. */
  attachment?: { attachmentId: string; filename: string };
  onClose(): void;
}

/** "Add to matter": choose a folder or matter from the knowledge base and add the e-mail or one attachment to it. */
export function AddToMatterModal({ open, accountId, messageId, attachment, onClose }: AddToMatterModalProps) {
  const folders = useFolders();
  const add = useAddMailToKnowledge();
  const [folderId, setFolderId] = useState<string | null>(null);
  const folder = folders.data?.find((candidate) => candidate.id === folderId) ?? null;
  const close = () => {
    add.reset();
    setFolderId(null);
    onClose();
  };

  let body;
  if (folders.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (folders.isError) body = <Alert type="error" showIcon title="Could not load your folders" description={errorMessage(folders.error)} />;
  else if (!folders.data.length)
    body = (
      <Typography.Paragraph data-testid="add-to-matter-no-folders">
        You have no folders or matters yet. <Link to="/knowledge">Create one in the knowledge base</Link>, then come back.
      </Typography.Paragraph>
    );
  else
    body = (
      <Form layout="vertical">
        <Form.Item label="Folder or matter" htmlFor="add-to-matter-folder" required>
          <FolderPicker id="add-to-matter-folder" folders={folders.data} value={folderId} onChange={setFolderId} testId="add-to-matter-folder" />
        </Form.Item>
      </Form>
    );

  return (
    <Modal
      open={open}
      title={attachment ? `Add “${attachment.filename}” to a matter` : 'Add this e-mail to a matter'}
      okText="Add"
      cancelText="Cancel"
      okButtonProps={{ disabled: !folder, 'data-testid': 'add-to-matter-submit' }}
      confirmLoading={add.isPending}
      onOk={() => {
        if (!folder) return;
        add.mutate(
          { accountId, messageId, folderId: folder.id, folderName: folder.name, ...(attachment ? { attachmentId: attachment.attachmentId } : {}) },
          { onSuccess: close },
        );
      }}
      onCancel={close}
      destroyOnHidden
      data-testid="add-to-matter-modal"
    >
      <Typography.Paragraph type="secondary">
        {attachment
          ? 'The attachment is read and becomes searchable in that folder.'
          : 'The message and its attachments are read and become searchable in that folder.'}{' '}
        In a matter, they are found only when that matter is open.
      </Typography.Paragraph>
      {body}
      {add.isError ? <Alert type="error" showIcon title="Could not add it" description={errorMessage(add.error)} data-testid="add-to-matter-error" /> : null}
    </Modal>
  );
}
