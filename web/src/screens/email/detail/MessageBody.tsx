import { useMemo, useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import type { MailMessage } from '../../../../../domain/mail/types';
import { useThemeMode } from '../../../theme/themeContext';
import { prepareHtml } from './prepareHtml';

/** The body: sanitised HTML (already cleaned by the server) or plain text kept as written. */
export function MessageBody({ message }: { message: MailMessage }) {
  const [showImages, setShowImages] = useState(false);
  const { mode } = useThemeMode();
  const isHtml = message.bodyMimeType === 'text/html';
  const prepared = useMemo(() => (isHtml ? prepareHtml(message.body, showImages) : null), [isHtml, message.body, showImages]);

  if (!message.body.trim()) {
    return <Typography.Text type="secondary">This message has no text.</Typography.Text>;
  }
  if (!prepared) {
    return (
      <pre className="mail-body mail-body-plain" data-testid="message-body">
        {message.body}
      </pre>
    );
  }
  return (
    <>
      {prepared.remoteImages > 0 && !showImages ? (
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
      {/* The server sanitised this HTML; only links and blocked images are adjusted here. A mail with its
          own colours keeps a light page in dark mode, so that its dark text stays readable. */}
      <div
        className={`mail-body${mode === 'dark' && prepared.ownColours ? ' mail-body-paper' : ''}`}
        data-testid="message-body"
        dangerouslySetInnerHTML={{ __html: prepared.html }}
      />
    </>
  );
}
