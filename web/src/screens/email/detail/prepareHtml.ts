/**
 * Readies the server-sanitised HTML of a message for display: links open in a new tab without a
 * referrer, and remote images (sent as <img data-remote-src> without src) stay blocked unless the
 * reader asked to see them for this message.
 */
export interface PreparedHtml {
  html: string;
  remoteImages: number;
  /** The mail sets its own text or background colours (then it is shown on paper in dark mode). */
  ownColours: boolean;
}

const COLOUR_STYLE = /(^|;)\s*(color|background(-color)?)\s*:/i;

const REMOTE_SRC = 'data-remote-src';

export function prepareHtml(html: string, showImages: boolean): PreparedHtml {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const images = [...doc.body.querySelectorAll<HTMLImageElement>(`img[${REMOTE_SRC}]`)];
  for (const image of images) {
    const source = image.getAttribute(REMOTE_SRC) ?? '';
    if (showImages && /^https?:\/\//i.test(source)) {
      image.setAttribute('src', source);
      image.setAttribute('referrerpolicy', 'no-referrer');
      image.removeAttribute(REMOTE_SRC);
    }
  }
  for (const link of doc.body.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const ownColours =
    doc.body.querySelector('[bgcolor], font[color]') !== null ||
    [...doc.body.querySelectorAll('[style]')].some((element) => COLOUR_STYLE.test(element.getAttribute('style') ?? ''));
  return { html: doc.body.innerHTML, remoteImages: images.length, ownColours };
}
