/**
 * Dot paths into plain data: `email.subject`, `email.to.0`, `steps.classify.category`.
 * Only own properties are followed, so a path can never reach prototype members such as `constructor`.
 */

/** '' (or only dots/spaces) is the empty path: the data itself. */
export function splitPath(path: string): string[] {
  return path
    .split('.')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '');
}

export type PathLookup = { found: true; value: unknown } | { found: false };

/** Looks a path up, telling "absent" apart from "present but undefined/null". */
export function lookupPath(data: unknown, path: string): PathLookup {
  let current: unknown = data;
  for (const segment of splitPath(path)) {
    if (current === null || typeof current !== 'object') return { found: false };
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(segment) || Number(segment) >= current.length) return { found: false };
      current = current[Number(segment)];
      continue;
    }
    if (!Object.prototype.hasOwnProperty.call(current, segment)) return { found: false };
    current = (current as Record<string, unknown>)[segment];
  }
  return { found: true, value: current };
}

/** The value at a dot path, or undefined when any part of it is missing. */
export function getPath(data: unknown, path: string): unknown {
  const lookup = lookupPath(data, path);
  return lookup.found ? lookup.value : undefined;
}
