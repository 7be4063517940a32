/**
 * How many remote images the server held back in a sanitised body (sent as <img data-remote-src>
 * without src). DOMParser documents have no browsing context, so nothing in them loads.
 */
export function countRemoteImages(html: string): number {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  return doc.body.querySelectorAll('img[data-remote-src]').length;
}
