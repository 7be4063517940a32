import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';

/** Copies a message's text; says so for two seconds. */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      .writeText(text)
      .then(() => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 2_000);
      })
      .catch(() => setCopied(false));
  };
  const label = copied ? 'Copied' : 'Copy';
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" icon={copied ? <CheckOutlined /> : <CopyOutlined />} aria-label={label} onClick={copy} data-testid="chat-copy" />
    </Tooltip>
  );
}
