import sanitizeHtml from 'sanitize-html';
import { cleanStyleAttribute } from './sanitise-css';

/**
 * Sanitises an HTML e-mail body for display: scripts, event handlers, forms, frames and <style>
 * blocks go; style attributes keep only declarations that load nothing and cannot pin an element to
 * the window; remote images are not loaded by default (an absolute http(s) address moves to
 * data-remote-src, which the reader can restore on request); relative and protocol-relative addresses
 * are dropped, since they would point into our own app; links open in a new tab without a referrer.
 */
type Attributes = Record<string, string>;

const ABSOLUTE_WEB = /^https?:\/\/[^/]/i;
const ALLOWED_LINK = /^(?:https?:\/\/[^/]|mailto:|tel:)/i;
const EMBEDDED_IMAGE = /^(?:data:image\/|cid:)/i;

function withCleanStyle(attribs: Attributes): Attributes {
  const { style, ...rest } = attribs;
  if (style === undefined) return rest;
  const cleaned = cleanStyleAttribute(style);
  return cleaned ? { ...rest, style: cleaned } : rest;
}

function link(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const { href, ...rest } = attribs;
  const target = href?.trim() ?? '';
  const kept: Attributes = ALLOWED_LINK.test(target) ? { href: target, target: '_blank', rel: 'noopener noreferrer nofollow' } : {};
  return { tagName, attribs: { ...rest, ...kept } };
}

/** Images: absolute http(s) ones are held back (or, when the reader asked, load without a referrer). */
function image(showRemote: boolean) {
  return (tagName: string, attribs: Attributes): sanitizeHtml.Tag => {
    // An address already held back (sanitising twice) stays held back.
    const { src, 'data-remote-src': held, referrerpolicy: _policy, ...rest } = attribs;
    const source = (src ?? held)?.trim() ?? '';
    if (ABSOLUTE_WEB.test(source)) {
      return { tagName, attribs: showRemote ? { ...rest, src: source, referrerpolicy: 'no-referrer' } : { ...rest, 'data-remote-src': source } };
    }
    if (EMBEDDED_IMAGE.test(source)) return { tagName, attribs: { ...rest, src: source } };
    return { tagName, attribs: rest };
  };
}

export function sanitiseEmailHtml(html: string, { showRemoteImages = false } = {}): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'span', 'font', 'center', 'u', 's', 'hr']),
    allowedAttributes: {
      '*': ['style', 'align', 'dir', 'title', 'class', 'width', 'height', 'bgcolor', 'color', 'valign'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'data-remote-src', 'referrerpolicy', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      font: ['face', 'size', 'color'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // The img transform decides which addresses an image keeps (http(s) only once the reader asked).
    allowedSchemesByTag: { img: ['data', 'cid', 'http', 'https'] },
    allowProtocolRelative: false,
    // Style attributes are cleaned by withCleanStyle (postcss) for every tag, after the tag's own transform.
    parseStyleAttributes: false,
    transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: withCleanStyle(attribs) }), a: link, img: image(showRemoteImages) },
  });
}

/** Lets the absolute http(s) images of sanitised HTML load (for a reader who asked to see them). */
export function revealRemoteImages(sanitised: string): string {
  return sanitiseEmailHtml(sanitised, { showRemoteImages: true });
}
