import { useRef, useState, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { AVATAR_IMAGE_TYPES, AVATAR_MESSAGES, AVATAR_RELOAD_DELAY_MS, checkAvatarFile } from '../../../domain/avatar-upload';
import { errorMessage } from '../api/ApiError';

interface AvatarUploadProps {
  /** Sends the picked image; rejects with the server's error. */
  upload(file: File): Promise<unknown>;
  /** The button's words, e.g. "Change picture". */
  label?: ReactNode;
  /** The button's name for screen readers: the visible words first, then whose picture ("Change picture of Research"). */
  ariaLabel?: string;
  testId?: string;
}

const TOAST_KEY = 'avatar-upload';

/**
 * Avatar upload (seed 001 §2, §5, §8): checks the picked file first ('Please upload an image file.',
 * 'Image too large. Please use a smaller image.'), shows '🔄 Uploading avatar...' while sending, then
 * '✅ Avatar saved successfully!' and reloads the page 1.5 s later; a failure shows '❌ Save failed' and the
 * alert 'Avatar upload failed: {message}'. The server checks the bytes again and resizes the picture.
 */
export function AvatarUpload({ upload, label = 'Upload picture', ariaLabel, testId }: AvatarUploadProps) {
  const { notification } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);

  async function send(file: File) {
    const refusal = checkAvatarFile(file);
    if (refusal) {
      window.alert(refusal);
      return;
    }
    setSending(true);
    notification.info({ key: TOAST_KEY, title: AVATAR_MESSAGES.uploading, duration: 0 });
    try {
      await upload(file);
      notification.success({ key: TOAST_KEY, title: AVATAR_MESSAGES.saved });
      window.setTimeout(() => window.location.reload(), AVATAR_RELOAD_DELAY_MS);
    } catch (error) {
      notification.error({ key: TOAST_KEY, title: AVATAR_MESSAGES.saveFailed });
      window.alert(AVATAR_MESSAGES.uploadFailed(errorMessage(error)));
      setSending(false);
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={AVATAR_IMAGE_TYPES.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId ? `${testId}-input` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again still fires a change.
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <Button icon={<UploadOutlined />} loading={sending} onClick={() => input.current?.click()} aria-label={ariaLabel} data-testid={testId}>
        {label}
      </Button>
    </>
  );
}
