/**
 * The bodies of outgoing mail. Plain text (compose boxes, edited replies, agents' suggestions) becomes safe HTML
 * paragraphs, so line breaks survive; every message is sent with both an HTML and a plain-text part.
 * Pure: shared by the server (every send path) and the browser (quoting, previews).
 */

export type BodyFormat = 'html' | 'text';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** Line endings of any system as \n; NUL and other C0 controls except tab and newline dropped. */
function normaliseText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}

/**
 * Plain text → HTML: blank lines separate paragraphs, a single line break stays a <br>, runs of spaces keep
 * their width, and everything is escaped (a "<b>" typed in plain text is shown, not obeyed).
 */
export function plainTextToHtml(text: string): string {
  return normaliseText(text)
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/ {2}/g, ' &nbsp;').replace(/\t/g, '&nbsp;&nbsp;&nbsp;&nbsp;').replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const HTML_TAG = /<\/?(?:p|br|div|span|a|b|i|u|s|em|strong|ul|ol|li|blockquote|pre|code|h[1-6]|table|tr|td|th|tbody|thead|img|hr|font|html|body)\b[^>]*>/i;

/** True when a body without a stated format is HTML (it has real HTML tags); anything else is plain text. */
export function looksLikeHtml(body: string): boolean {
  return HTML_TAG.test(body) || /&(?:nbsp|amp|lt|gt|quot|#\d+);/.test(body) && /<[a-z]/i.test(body);
}

/** The format of a body: the stated one, else guessed from its content. */
export function bodyFormatOf(body: string, stated?: BodyFormat | null): BodyFormat {
  return stated ?? (looksLikeHtml(body) ? 'html' : 'text');
}

/** The HTML part of a body in the given format. */
export function bodyAsHtml(body: string, format: BodyFormat): string {
  return format === 'html' ? body : plainTextToHtml(body);
}

/** "Re: x" / "Fwd: x", added once (an existing Re:/RE:/Aw:/Fwd:/Fw: prefix of the same kind is kept). */
export function prefixedSubject(kind: 'reply' | 'forward', subject: string): string {
  const trimmed = subject.trim();
  if (kind === 'reply') return /^(re|aw|sv)\s*:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
  return /^(fwd?|wg)\s*:/i.test(trimmed) ? trimmed : `Fwd: ${trimmed}`;
}

export interface QuotedOriginal {
  from: string;
  date: string;
  subject: string;
  to: string[];
  cc?: string[];
  /** The original's HTML (already sanitised) or plain text. */
  body: string;
  bodyMimeType: 'text/html' | 'text/plain';
}

/** "Tue, 3 Mar 2026, 14:05" in UTC-independent form: the caller passes a formatter for the reader's zone. */
export type DateFormatter = (iso: string) => string;

const defaultDate: DateFormatter = (iso) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toUTCString();
};

/** The quoted original under a reply: "On {date}, {sender} wrote:" and the original in a blockquote. */
export function quoteForReply(original: QuotedOriginal, formatDate: DateFormatter = defaultDate): string {
  const intro = `On ${formatDate(original.date)}, ${original.from} wrote:`;
  return `<p>${escapeHtml(intro)}</p><blockquote>${originalHtml(original)}</blockquote>`;
}

/** The forwarded original: a header block (from, date, subject, to) and the original body in a blockquote. */
export function quoteForForward(original: QuotedOriginal, formatDate: DateFormatter = defaultDate): string {
  const lines = [
    '---------- Forwarded message ---------',
    `From: ${original.from}`,
    `Date: ${formatDate(original.date)}`,
    `Subject: ${original.subject}`,
    `To: ${original.to.join(', ')}`,
    ...(original.cc && original.cc.length > 0 ? [`Cc: ${original.cc.join(', ')}`] : []),
  ];
  return `<p>${lines.map(escapeHtml).join('<br>')}</p><blockquote>${originalHtml(original)}</blockquote>`;
}

function originalHtml(original: QuotedOriginal): string {
  return original.bodyMimeType === 'text/html' ? original.body : plainTextToHtml(original.body);
}

/** The signature under a new message, separated by the usual "-- " line. Empty signature: nothing. */
export function signatureHtml(signature: string): string {
  const text = normaliseText(signature).trim();
  return text ? `<p>-- <br>${escapeHtml(text).replace(/\n/g, '<br>')}</p>` : '';
}
