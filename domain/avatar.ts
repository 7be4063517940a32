/** Avatar resolution of seed 000 §3. */

export const AVATAR_IMAGE_BASE = '/images/';
export const AVATAR_SIZE = 200;
export const DEFAULT_AVATARS = [
  '/images/avatars/default-1.svg',
  '/images/avatars/default-2.svg',
  '/images/avatars/default-3.svg',
  '/images/avatars/default-4.svg',
] as const;

export interface AvatarSource {
  avatarUrl?: string | null;
  email?: string | null;
  name?: string | null;
}

/**
 * - An absolute URL (http(s), protocol-relative, data: or blob:) is used as is,
 *   except that a Google-hosted one gets `sz=200` when it carries no size.
 * - A path starting with "/" is already served by us and is used as is, so resolving twice is harmless.
 * - A bare name is served from /images/{name}.
 * - No image: one of the four default avatars, picked by a stable hash of the e-mail, else the name.
 */
export function resolveAvatar({ avatarUrl, email, name }: AvatarSource): string {
  const url = avatarUrl?.trim();
  if (!url) return defaultAvatarFor(email?.trim().toLowerCase() || name?.trim() || '');
  if (isAbsoluteUrl(url)) return isGoogleHosted(url) ? withGoogleSize(url) : url;
  if (url.startsWith('/')) return url;
  return AVATAR_IMAGE_BASE + url.replace(/^\.?\/+/, '');
}

export function defaultAvatarFor(seed: string): string {
  const index = stringHash(seed) % DEFAULT_AVATARS.length;
  return DEFAULT_AVATARS[index] ?? DEFAULT_AVATARS[0];
}

/** 32-bit FNV-1a: stable across runs and platforms, unlike anything based on object identity. */
export function stringHash(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function isAbsoluteUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url) || /^(data|blob):/i.test(url);
}

/** Google profile photos live on *.googleusercontent.com (lh3.googleusercontent.com and friends). */
export function isGoogleHosted(url: string): boolean {
  const host = hostOf(url);
  return host !== null && (host === 'googleusercontent.com' || host.endsWith('.googleusercontent.com'));
}

/**
 * A Google avatar already has a size when it carries an `sz` query parameter
 * or the `=s<digits>` path suffix Google uses (e.g. `.../photo=s96-c`); otherwise `sz=200` is added.
 */
function withGoogleSize(url: string): string {
  const [beforeHash, hash] = splitOnce(url, '#');
  const [path, query] = splitOnce(beforeHash, '?');
  const params = new URLSearchParams(query ?? '');
  if (params.has('sz') || /=s\d+(-[a-z-]*)?$/i.test(path)) return url;
  params.set('sz', String(AVATAR_SIZE));
  return `${path}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`;
}

function hostOf(url: string): string | null {
  const match = /^(?:https?:)?\/\/([^/?#:]+)/i.exec(url);
  return match?.[1]?.toLowerCase() ?? null;
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const at = value.indexOf(separator);
  return at === -1 ? [value, undefined] : [value.slice(0, at), value.slice(at + 1)];
}
