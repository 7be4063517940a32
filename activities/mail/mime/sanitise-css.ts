import postcss from 'postcss';

/**
 * Cleans the CSS of an e-mail's `style` attribute. A declaration goes when, after CSS unescaping
 * (`u\72l(`, `\75 rl(`) and without comments, its property or value could load something (url(),
 * image-set(), image(), src(), @import, IE expressions and behaviours, -moz-binding, …) — custom
 * properties included — or when it pins an element to the window (position: fixed or sticky).
 */
const LOADING_VALUE = /(?:url|image-set|image|src|cross-fade|element|paint|expression)\s*\(|@import|behavior|-moz-binding|javascript:/;
const LOADING_PROPERTY = /^(?:behavior|-moz-binding|src)$/;
const PINNED_POSITION = /^(?:fixed|sticky|-webkit-sticky)\b/;

/** Resolves CSS escapes: `\` + 1–6 hex digits (+ one optional white space) or `\` + any character. */
export function unescapeCss(text: string): string {
  return text.replace(/\\(?:([0-9a-fA-F]{1,6})(?:\r\n|[ \t\r\n\f])?|([^\r\n\f]))/g, (_match, hex: string | undefined, other: string | undefined) => {
    if (hex) {
      const code = Number.parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
    }
    return other ?? '';
  });
}

const normalise = (text: string) => unescapeCss(text.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')).replace(/\0/g, '').toLowerCase();

export function isDangerousDeclaration(property: string, value: string): boolean {
  const prop = normalise(property).trim();
  const val = normalise(value).trim();
  if (LOADING_PROPERTY.test(prop) || LOADING_VALUE.test(prop) || LOADING_VALUE.test(val)) return true;
  return prop === 'position' && PINNED_POSITION.test(val);
}

/** The style attribute with only safe declarations, or null when nothing safe is left (or it does not parse). */
export function cleanStyleAttribute(style: string): string | null {
  // Checked on the raw text too, so nothing the parser tolerates in an odd place slips through.
  if (/@import|@font-face/i.test(normalise(style))) return null;
  let root: postcss.Root;
  try {
    root = postcss.parse(`x{${style}}`);
  } catch {
    return null;
  }
  // Only the first rule's declarations are kept: a `}` in the attribute cannot smuggle in rules.
  const rule = root.first;
  if (!rule || rule.type !== 'rule') return null;
  const kept: string[] = [];
  rule.each((node) => {
    if (node.type !== 'decl') return;
    if (isDangerousDeclaration(node.prop, node.value)) return;
    kept.push(`${node.prop}: ${node.value}${node.important ? ' !important' : ''}`);
  });
  return kept.length > 0 ? kept.join('; ') : null;
}
