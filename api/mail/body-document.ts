import { createHash } from 'node:crypto';
import { revealRemoteImages } from '../../activities/mail/mime/sanitise';
import { BODY_HEIGHT_MESSAGE } from '../../domain/mail/body-frame';

/**
 * The stand-alone HTML document a message body is shown in: the server-sanitised body, the reader's
 * theme, and one small script (allowed by its hash, nothing else may run) that tells the embedding
 * page how tall the content is, since an opaque-origin frame cannot be measured from outside.
 */
export type BodyTheme = 'light' | 'dark';

export interface BodyDocumentInput {
  body: string;
  bodyMimeType: string;
  theme: BodyTheme;
  /** The reader asked to see remote images: absolute http(s) images get their address back. */
  showImages: boolean;
}


const HEIGHT_SCRIPT = `(function () {
  var last = -1;
  function post() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    parent.postMessage({ type: '${BODY_HEIGHT_MESSAGE}', height: height }, '*');
  }
  new ResizeObserver(post).observe(document.documentElement);
  addEventListener('load', post);
  post();
})();`;

export const HEIGHT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEIGHT_SCRIPT).digest('base64')}'`;

// Sanitised HTML always quotes attributes with double quotes.
const OWN_COLOURS = /\sbgcolor="|<font[^>]*\scolor="|\sstyle="(?:[^"]*;)?\s*(?:color|background(?:-color)?)\s*:/i;

const FONT = `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif`;

function palette(theme: BodyTheme, ownColours: boolean) {
  // A mail with its own colours keeps a light page in dark mode, so that its dark text stays readable.
  if (theme === 'dark' && !ownColours) return { scheme: 'dark', text: 'rgba(255, 255, 255, 0.85)', link: '#85a5ff', page: 'transparent', quote: 'rgba(255, 255, 255, 0.65)' };
  const paper = theme === 'dark';
  return { scheme: paper ? 'dark' : 'light', text: 'rgba(0, 0, 0, 0.88)', link: '#2f54eb', page: paper ? '#fff' : 'transparent', quote: 'rgba(0, 0, 0, 0.65)' };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function bodyDocument({ body, bodyMimeType, theme, showImages }: BodyDocumentInput): string {
  const isHtml = bodyMimeType === 'text/html';
  const content = isHtml ? (showImages ? revealRemoteImages(body) : body) : `<pre>${escapeText(body)}</pre>`;
  const colours = palette(theme, isHtml && OWN_COLOURS.test(body));
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><base target="_blank">
<style>
  html { color-scheme: ${colours.scheme}; }
  body { margin: 0; padding: ${colours.page === 'transparent' ? '0' : '16px 20px'}; background: ${colours.page}; color: ${colours.text}; font: 14px/1.6 ${FONT}; overflow-wrap: anywhere; }
  a { color: ${colours.link}; }
  img { max-width: 100%; height: auto; }
  table { max-width: 100%; }
  pre { margin: 0; white-space: pre-wrap; font: inherit; }
  blockquote { margin: 8px 0; padding-inline-start: 12px; border-inline-start: 3px solid rgba(128, 128, 128, 0.35); color: ${colours.quote}; }
</style></head>
<body>${content}
<script>${HEIGHT_SCRIPT}</script></body></html>`;
}
