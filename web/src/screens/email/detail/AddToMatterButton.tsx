import { useState } from 'react';
import { Button } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { AddToMatterModal } from '../../knowledge/mail/AddToMatterModal';
import { ToolButton } from './ToolButton';

interface AddToMatterButtonProps {
  accountId: string;
  messageId: string;
  /** Set on an attachment's own small action; the toolbar's button adds the whole message. */
  attachment?: { attachmentId: string; filename: string };
  labelled?: boolean;
}

/** "Add to matter": puts the e-mail, or one attachment, into a knowledge-base folder or client matter. */
export function AddToMatterButton({ accountId, messageId, attachment, labelled = true }: AddToMatterButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {attachment ? (
        <Button
          size="small"
          type="link"
          icon={<AuditOutlined />}
          onClick={() => setOpen(true)}
          aria-label={`Add to matter: ${attachment.filename}`}
          data-testid="attachment-add-to-matter"
        >
          Add to matter
        </Button>
      ) : (
        <ToolButton labelled={labelled} text="Add to matter" icon={<AuditOutlined />} onClick={() => setOpen(true)} testId="message-add-to-matter" />
      )}
      <AddToMatterModal open={open} accountId={accountId} messageId={messageId} attachment={attachment} onClose={() => setOpen(false)} />
    </>
  );
}
