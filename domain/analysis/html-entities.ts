/**
 * HTML left in a plain-text body: character entities ("March&nbsp;5", "Smith &amp; Jones", "&#8211;"), twice-encoded
 * ones ("&amp;nbsp;"), and invisible characters (zero-width spaces, soft hyphens) that split the words of a date.
 */

const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'",
  ndash: '–', mdash: '—', rsquo: "'", lsquo: "'", rdquo: '"', ldquo: '"', hellip: '…', middot: '·', bull: '•',
};
const ENTITY = /&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi;

function decodeOnce(text: string): string {
  return text.replace(ENTITY, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function decodeEntities(text: string): string {
  return decodeOnce(decodeOnce(text))
    .replace(/[\u00a0\u2007\u202f\u2002\u2003\u2009]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '');
}

// A plain-text part that is really HTML source ("<p>The MSC is set for<br>March 5</p>").
const LOOKS_LIKE_HTML = /<(?:br|p|div|td|tr|span|b|strong|font|table)\b[^>]*>/i;

/** Tags of HTML written into a plain-text part become line breaks (block tags) or nothing. */
export function withoutHtmlTags(text: string): string {
  if (!LOOKS_LIKE_HTML.test(text)) return text;
  return text
    .replace(/<(?:br|\/p|\/div|\/tr|\/li|\/h\d)\b[^>]*>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ' ')
    .replace(/<\/?(?:p|div|span|b|i|u|strong|em|font|table|tbody|thead|tr|td|th|a|img|li|ul|ol|h\d|html|body|head|meta|center|blockquote|o:p)\b[^>]*>/gi, '');
}
