import sanitizeHtml from 'sanitize-html';

/**
 * Sanitises an HTML e-mail body for display: scripts, event handlers, forms and frames go; remote
 * images are not loaded by default (their address moves to data-remote-src, which the reader can
 * restore on request); links open in a new tab without a referrer.
 */
export function sanitiseEmailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'span', 'font', 'center', 'u', 's', 'hr']),
    allowedAttributes: {
      '*': ['style', 'align', 'dir', 'title', 'class', 'width', 'height', 'bgcolor', 'color', 'valign'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'data-remote-src', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      font: ['face', 'size', 'color'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['data', 'cid'] },
    allowedStyles: undefined,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        if (/^https?:/i.test(src)) {
          const { src: _remote, ...rest } = attribs;
          return { tagName, attribs: { ...rest, 'data-remote-src': src } };
        }
        return { tagName, attribs };
      },
    },
  });
}
