import { useMemo, useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import type { MailMessage } from '../../../../../domain/mail/types';
import { messageBodyUrl } from '../../../api/mail';
import { useThemeMode } from '../../../theme/themeContext';
import { MessageFrame } from './MessageFrame';
import { countRemoteImages } from './remoteImages';

/** The body: sanitised HTML in a sandboxed frame served by its own route, or plain text kept as written. */
export function MessageBody({ accountId, message }: { accountId: string; message: MailMessage }) {
  const [showImages, setShowImages] = useState(false);
  const { mode } = useThemeMode();
  const isHtml = message.bodyMimeType === 'text/html';
  const remoteImages = useMemo(() => (isHtml ? countRemoteImages(message.body) : 0), [isHtml, message.body]);

  if (!message.body.trim()) {
    return <Typography.Text type="secondary">This message has no text.</Typography.Text>;
  }
  if (!isHtml) {
    return (
      <pre className="mail-body mail-body-plain" data-testid="message-body">
        {message.body}
      </pre>
    );
  }
  return (
    <>
      {remoteImages > 0 && !showImages ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Remote images in this message are hidden."
          action={
            <Button size="small" onClick={() => setShowImages(true)} data-testid="show-images">
              Show images
            </Button>
          }
        />
      ) : null}
      <MessageFrame src={messageBodyUrl(accountId, message.id, { showImages, theme: mode })} title={`Message: ${message.subject}`} mode={mode} />
    </>
  );
}
