import { useMemo, useRef, useState } from 'react';
import { theme } from 'antd';
import { useThemeMode } from '../theme/themeContext';

interface SandboxedHtmlProps {
  html: string;
  /** The frame's accessible name. */
  title: string;
  maxHeight?: number;
  testId?: string;
}

/**
 * HTML we did not write (e.g. an agent's draft), shown in a sandboxed frame: no scripts run, nothing
 * remote loads (the policy allows inline styles and data: images only), links open in a new tab.
 * The frame follows the theme and grows with its content up to `maxHeight`, then scrolls.
 */
export function SandboxedHtml({ html, title, maxHeight = 360, testId }: SandboxedHtmlProps) {
  const { token } = theme.useToken();
  const { mode } = useThemeMode();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(64);

  const document = useMemo(
    () => `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<base target="_blank">
<style>
  html { color-scheme: ${mode}; }
  body { margin: 0; padding: 12px 14px; font: 14px/1.6 ${token.fontFamily}; color: ${token.colorText}; background: transparent; overflow-wrap: anywhere; }
  p { margin: 0 0 10px; } p:last-child { margin-bottom: 0; }
  a { color: ${token.colorPrimary}; }
  img { max-width: 100%; }
  blockquote { margin: 0 0 10px; padding-left: 10px; border-left: 3px solid ${token.colorBorder}; color: ${token.colorTextSecondary}; }
</style></head><body>${html}</body></html>`,
    [html, mode, token],
  );

  const measure = () => {
    const root = frame.current?.contentDocument?.documentElement;
    if (root) setHeight(Math.min(Math.max(root.scrollHeight, 40), maxHeight));
  };

  return (
    <iframe
      ref={frame}
      title={title}
      // Same origin only so that the height can be measured; without allow-scripts nothing inside runs.
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={document}
      onLoad={measure}
      style={{ display: 'block', width: '100%', height, border: 0, colorScheme: mode }}
      data-testid={testId}
    />
  );
}
