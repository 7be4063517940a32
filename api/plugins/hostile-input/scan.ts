const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL, or a surrogate half without its partner: text no column, index or mail header can hold. */
export function isBadText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * Whether JSON text nests arrays/objects deeper than `maxDepth`, found by one pass over the raw text
 * (brackets inside strings do not count) so that hostile nesting never reaches the recursive parser.
 */
export function exceedsDepth(json: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The path of the first key or string value holding bad text (`""` for the value itself), or null.
 * Callers pass parsed JSON whose depth is already bounded, so the recursion is too.
 */
export function findBadText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isBadText(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findBadText(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (isBadText(key)) return path || 'a field name';
      const found = findBadText(item, keyPath);
      if (found !== null) return found;
    }
  }
  return null;
}
