import { Flex, Typography } from 'antd';
import { FileImageOutlined, FileOutlined, FilePdfOutlined, FileTextOutlined, FileWordOutlined } from '@ant-design/icons';
import type { MailMessage } from '../../../../../domain/mail/types';
import { attachmentUrl } from '../../../api/mail';
import { formatSize } from '../format';
import { AddToMatterButton } from './AddToMatterButton';

function iconFor(mimeType: string) {
  if (mimeType === 'application/pdf') return <FilePdfOutlined style={{ fontSize: 20, color: '#cf1322' }} />;
  if (mimeType.startsWith('image/')) return <FileImageOutlined style={{ fontSize: 20 }} />;
  if (mimeType.includes('word')) return <FileWordOutlined style={{ fontSize: 20, color: '#2f54eb' }} />;
  if (mimeType.startsWith('text/')) return <FileTextOutlined style={{ fontSize: 20 }} />;
  return <FileOutlined style={{ fontSize: 20 }} />;
}

/** Attachments as plain download links (the server answers with Content-Disposition: attachment). */
export function AttachmentList({ accountId, message }: { accountId: string; message: MailMessage }) {
  if (message.attachments.length === 0) return null;
  return (
    <section style={{ marginTop: 24 }} data-testid="message-attachments">
      <Typography.Text type="secondary" strong style={{ display: 'block', marginBottom: 8 }}>
        {message.attachments.length === 1 ? '1 attachment' : `${message.attachments.length} attachments`}
      </Typography.Text>
      <Flex gap={8} wrap>
        {message.attachments.map((attachment) => (
          <Flex key={attachment.attachmentId} vertical align="flex-start" gap={2}>
            <a
              className="mail-attachment"
              href={attachmentUrl(accountId, message.id, attachment.attachmentId)}
              download={attachment.filename}
              data-testid="message-attachment"
            >
              {iconFor(attachment.mimeType)}
              <span style={{ minWidth: 0 }}>
                <Typography.Text ellipsis style={{ display: 'block', maxWidth: 200 }}>
                  {attachment.filename}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatSize(attachment.size)}
                </Typography.Text>
              </span>
            </a>
            <AddToMatterButton accountId={accountId} messageId={message.id} attachment={attachment} />
          </Flex>
        ))}
      </Flex>
    </section>
  );
}
