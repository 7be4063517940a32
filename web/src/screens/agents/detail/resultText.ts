/** An action's result in words: its text when it has one, else a short list of its fields. */
export function resultText(result: unknown): string | null {
  if (result === null || result === undefined) return null;
  if (typeof result === 'string') return result;
  if (typeof result === 'number' || typeof result === 'boolean') return String(result);
  if (Array.isArray(result)) return result.map(resultText).filter(Boolean).join(', ');
  if (typeof result === 'object') {
    const record = result as Record<string, unknown>;
    for (const key of ['text', 'summary', 'draft', 'label', 'category', 'message', 'title']) {
      if (typeof record[key] === 'string' && record[key]) return record[key];
    }
    const parts = Object.entries(record)
      .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
      .slice(0, 4)
      .map(([key, value]) => `${key}: ${String(value)}`);
    return parts.length ? parts.join(' · ') : null;
  }
  return null;
}

/** A 0–1 ratio as a whole percentage. */
export function percent(ratio: number): string {
  return `${Math.round(ratio * 100)} %`;
}
