/**
 * The points a message lists, for summarising it without an AI model: meeting notes, agendas and status
 * updates put what matters in bullet or numbered lines.
 */
const BULLET = /^(?:[•*\-–—]|\d{1,2}[.)])\s+/;

/** The message's bullet and numbered lines, without their markers; at most `max`. */
export function keyPoints(text: string, max = 6): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => BULLET.test(line))
    .map((line) => line.replace(BULLET, '').trim())
    .filter((line) => line.length > 0)
    .slice(0, max);
}

/** "Subject: point; point; point." — or null when the message lists no points. */
export function summariseKeyPoints(subject: string, text: string, max = 6): string | null {
  const points = keyPoints(text, max).map((point) => point.replace(/[.;]+$/, ''));
  if (points.length === 0) return null;
  const heading = subject.trim() || 'Notes';
  return `${heading}: ${points.join('; ')}.`;
}
