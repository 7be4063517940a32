/**
 * A pattern's key says what makes two behaviours the same pattern, and is all an accepted suggestion needs
 * to draft its automation: `context|email.label|senderDomain=eams.dir.ca.gov|label=Hearing`,
 * `context|email.archive|senderDomain=example.com`, `time|email.read|hour=9`. Values are URI-encoded.
 */
export interface ContextPatternKey {
  kind: 'context';
  type: string;
  triggerField: string;
  triggerValue: string;
  outcomeField: string | null;
  outcomeValue: string | null;
}

export interface TimePatternKey {
  kind: 'time';
  type: string;
  hour: number;
}

export type PatternKey = ContextPatternKey | TimePatternKey;

export function formatPatternKey(key: PatternKey): string {
  if (key.kind === 'time') return `time|${key.type}|hour=${key.hour}`;
  const outcome = key.outcomeField !== null && key.outcomeValue !== null ? `|${key.outcomeField}=${encodeURIComponent(key.outcomeValue)}` : '';
  return `context|${key.type}|${key.triggerField}=${encodeURIComponent(key.triggerValue)}${outcome}`;
}

export function parsePatternKey(text: string): PatternKey | null {
  const parts = text.split('|');
  const pair = (part: string | undefined): [string, string] | null => {
    if (!part) return null;
    const at = part.indexOf('=');
    if (at <= 0) return null;
    try {
      return [part.slice(0, at), decodeURIComponent(part.slice(at + 1))];
    } catch {
      return null;
    }
  };
  const [kind, type] = parts;
  if (!type) return null;
  if (kind === 'time' && parts.length === 3) {
    const hour = pair(parts[2]);
    const value = hour && hour[0] === 'hour' ? Number(hour[1]) : NaN;
    return Number.isInteger(value) && value >= 0 && value <= 23 ? { kind: 'time', type, hour: value } : null;
  }
  if (kind === 'context' && (parts.length === 3 || parts.length === 4)) {
    const trigger = pair(parts[2]);
    const outcome = parts.length === 4 ? pair(parts[3]) : null;
    if (!trigger || (parts.length === 4 && !outcome)) return null;
    return { kind: 'context', type, triggerField: trigger[0], triggerValue: trigger[1], outcomeField: outcome?.[0] ?? null, outcomeValue: outcome?.[1] ?? null };
  }
  return null;
}
