import { useMemo } from 'react';
import { theme } from 'antd';
import { useThemeMode } from '../theme/themeContext';

interface SandboxedHtmlProps {
  html: string;
  /** The frame's accessible name. */
  title: string;
  /** The frame's height; longer content scrolls inside it. */
  height?: number;
  testId?: string;
}

/**
 * HTML we did not write (e.g. an agent's draft), shown in a sandboxed frame with an opaque origin (no
 * allow-same-origin): no scripts run, nothing remote or relative loads (the policy allows inline styles
 * and data: images only), nothing inside can reach the workspace's cookies or API or draw over the app,
 * and links open in a new tab. An opaque-origin frame cannot be measured without a script, and a
 * srcdoc frame inherits the app's policy (no inline scripts), so the frame has a fixed height and scrolls.
 */
export function SandboxedHtml({ html, title, height = 240, testId }: SandboxedHtmlProps) {
  const { token } = theme.useToken();
  const { mode } = useThemeMode();

  const document = useMemo(
    () => `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'">
<meta name="referrer" content="no-referrer">
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

  return (
    <iframe
      title={title}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={document}
      style={{ display: 'block', width: '100%', height, border: 0, colorScheme: mode }}
      data-testid={testId}
    />
  );
}
