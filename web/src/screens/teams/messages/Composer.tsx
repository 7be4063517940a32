import { useState, type KeyboardEvent } from 'react';
import { Alert, Button, Flex, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { TEAM_LIMITS } from '../../../../../domain/teams/messages';

interface ComposerProps {
  label: string;
  placeholder: string;
  onSend: (content: string) => Promise<unknown>;
  testId?: string;
}

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function Composer({ label, placeholder, onSend, testId = 'teams-composer' }: ComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (sending || !text.trim()) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text);
      setText('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The message was not sent. Please try again.');
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <div className="teams-composer" data-testid={testId}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <Flex gap={8} align="flex-end">
        <Input.TextArea
          aria-label={label}
          placeholder={placeholder}
          value={text}
          maxLength={TEAM_LIMITS.message}
          autoSize={{ minRows: 1, maxRows: 8 }}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="primary" icon={<SendOutlined aria-hidden />} onClick={() => void send()} loading={sending} disabled={!text.trim()} aria-label="Send message">
          Send
        </Button>
      </Flex>
    </div>
  );
}
