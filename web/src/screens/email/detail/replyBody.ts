/** The body an agent's reply starts from: the analysis's suggested reply as HTML paragraphs, or a short acknowledgement. */

export const ACKNOWLEDGEMENT_HTML = '<p>Thank you for your message. We have received it and will get back to you shortly.</p>';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** Blank lines separate paragraphs; a single line break stays a line break. */
export function textToHtmlParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export function replyBodyFrom(suggestedReply: string | null | undefined): string {
  const html = suggestedReply ? textToHtmlParagraphs(suggestedReply) : '';
  return html || ACKNOWLEDGEMENT_HTML;
}
