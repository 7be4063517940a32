import { useState } from 'react';
import { Form, Modal, Typography } from 'antd';
import type { DocumentView, FolderView } from '../../../api/knowledge';
import { FolderPicker } from '../folders/FolderPicker';

interface MoveDocumentModalProps {
  document: DocumentView | null;
  folders: readonly FolderView[];
  saving: boolean;
  onMove(document: DocumentView, folderId: string | null): Promise<unknown>;
  onClose(): void;
}

/** Move a document to another folder or matter; moving it into a matter puts it behind that matter's wall. */
export function MoveDocumentModal({ document, folders, saving, onMove, onClose }: MoveDocumentModalProps) {
  const [target, setTarget] = useState<string | null | undefined>(undefined);
  const chosen = target === undefined ? (document?.folderId ?? null) : target;
  const close = () => {
    setTarget(undefined);
    onClose();
  };

  return (
    <Modal
      open={document !== null}
      title={document ? `Move “${document.title}”` : ''}
      okText="Move"
      cancelText="Cancel"
      confirmLoading={saving}
      okButtonProps={{ disabled: !document || chosen === document.folderId }}
      onOk={() => {
        if (document) void onMove(document, chosen).then(close, () => undefined);
      }}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Folder or matter" htmlFor="kb-move-target">
          <FolderPicker id="kb-move-target" folders={folders} value={chosen} onChange={setTarget} allowNone testId="kb-move-target" />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">Documents in a matter are found only when that matter is open.</Typography.Paragraph>
    </Modal>
  );
}
