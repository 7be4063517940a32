import { DateTime } from 'luxon';

/** Display helpers for addresses, dates and sizes in the mail screen. */

const ADDRESS = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/;

/** "Jane Roe <jane@x.com>" → "Jane Roe"; a bare address stays as it is. */
export function senderName(from: string): string {
  const match = ADDRESS.exec(from);
  return match?.[1]?.trim() || match?.[2]?.trim() || from.trim() || '(unknown sender)';
}

export function senderAddress(from: string): string {
  return ADDRESS.exec(from)?.[2]?.trim() ?? from.trim();
}

export function initials(name: string): string {
  const letters = name
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** Today: the time; this year: "Mar 4"; older: "3/4/24" — in `zone` (the user's time zone) when given. */
export function formatListDate(iso: string, now: DateTime = DateTime.local(), zone?: string): string {
  const date = zone ? DateTime.fromISO(iso, { zone }) : DateTime.fromISO(iso);
  if (zone) now = now.setZone(zone);
  if (!date.isValid) return '';
  if (date.hasSame(now, 'day')) return date.toLocaleString(DateTime.TIME_SIMPLE);
  if (date.hasSame(now, 'year')) return date.toFormat('LLL d');
  return date.toFormat('M/d/yy');
}

export function formatFullDate(iso: string, zone?: string): string {
  const date = zone ? DateTime.fromISO(iso, { zone }) : DateTime.fromISO(iso);
  return date.isValid ? date.toFormat("ccc, LLL d, yyyy 'at' h:mm a") : iso;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
