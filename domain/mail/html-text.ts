import { convert } from 'html-to-text';
import { bodyAsHtml, bodyFormatOf, type BodyFormat } from './compose-body';

/**
 * HTML → the plain-text part of a message: paragraphs and <br> become line breaks, lists keep their bullets,
 * quotes get "> ", links show their address after the text. No word wrapping (clients wrap themselves).
 */
export function htmlToPlainText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true, noAnchorUrl: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  }).replace(/\n{3,}/g, '\n\n').trim();
}

/** Both parts of an outgoing body: the HTML part and its plain-text alternative. */
export function outgoingBodies(body: string, stated?: BodyFormat | null): { html: string; text: string } {
  const format = bodyFormatOf(body, stated);
  const html = bodyAsHtml(body, format);
  // A plain-text body is its own text part (exactly what was typed); HTML is converted.
  const text = format === 'text' ? body.replace(/\r\n?/g, '\n').trim() : htmlToPlainText(html);
  return { html, text };
}
