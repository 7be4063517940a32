import { useState } from 'react';
import { Sender } from '@ant-design/x';
import { Input, type GetProps } from 'antd';

/** Sender's text area with an accessible name (Sender passes no label of its own); the ref comes along in props. */
function MessageInput(props: GetProps<typeof Input.TextArea>) {
  return <Input.TextArea {...props} aria-label="Message" data-testid="chat-input" />;
}

const COMPONENTS = { input: MessageInput };

interface ComposerProps {
  /** A reply is being written: the button stops it. */
  streaming: boolean;
  /** The question is on its way. */
  sending: boolean;
  disabled: boolean;
  value: string;
  onChange(value: string): void;
  onSend(text: string): void;
  onStop(): void;
}

/** The message box: Enter sends, Shift+Enter starts a new line; while a reply streams, Stop. */
export function Composer({ streaming, sending, disabled, value, onChange, onSend, onStop }: ComposerProps) {
  const [stopping, setStopping] = useState(false);
  return (
    <div className="chat-composer" data-testid="chat-composer">
      <Sender
        value={value}
        onChange={(next) => onChange(next)}
        onSubmit={(text) => {
          if (!text.trim() || streaming || sending) return;
          onSend(text);
        }}
        loading={streaming}
        onCancel={() => {
          setStopping(true);
          onStop();
          window.setTimeout(() => setStopping(false), 1_000);
        }}
        disabled={disabled}
        submitType="enter"
        placeholder="Ask a question (Enter sends, Shift+Enter for a new line)"
        autoSize={{ minRows: 1, maxRows: 8 }}
        components={COMPONENTS}
        suffix={(_original, { components: { SendButton, LoadingButton } }) =>
          streaming ? (
            <LoadingButton aria-label="Stop" title="Stop" disabled={stopping} data-testid="chat-stop" />
          ) : (
            <SendButton aria-label="Send" title="Send" loading={sending} disabled={disabled || sending || !value.trim()} data-testid="chat-send" />
          )
        }
      />
      <p className="chat-hint">Answers can be wrong. Check them against the linked passages.</p>
    </div>
  );
}
