import { useEffect, useRef, useState } from 'react';
import { BODY_FRAME_SANDBOX, BODY_HEIGHT_MESSAGE } from '../../../../../domain/mail/body-frame';
import type { ThemeMode } from '../../../theme/themeContext';

interface MessageFrameProps {
  src: string;
  title: string;
  mode: ThemeMode;
}

const MAX_HEIGHT = 50_000;

const reportedHeight = (data: unknown): number | null => {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  return type === BODY_HEIGHT_MESSAGE && typeof height === 'number' && Number.isFinite(height) ? height : null;
};

/**
 * A message body in an opaque-origin frame (no allow-same-origin): nothing inside can read the
 * workspace's cookies, call its API as the reader, or draw over the app. The body document reports
 * its own height; only messages from this frame's window are believed.
 */
export function MessageFrame({ src, title, mode }: MessageFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(120);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const reported = reportedHeight(event.data);
      if (reported !== null) setHeight(Math.min(Math.max(reported, 24), MAX_HEIGHT));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      sandbox={BODY_FRAME_SANDBOX.join(' ')}
      referrerPolicy="no-referrer"
      className="mail-body-frame"
      style={{ height, colorScheme: mode }}
      data-testid="message-body"
    />
  );
}
