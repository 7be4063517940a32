/**
 * The Sørensen–Dice coefficient on character bigrams (as in the string-similarity package): 1 for equal
 * texts, 0 for texts with no pair of letters in common. Spaces count, so word order matters a little.
 */
export function normaliseSpeech(text: string): string {
  return cleanSpeech(text).toLowerCase();
}

/** Punctuation out and spaces collapsed, the case kept (folder names and people's names keep theirs). */
export function cleanSpeech(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}@.\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function bigrams(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < text.length - 1; i += 1) {
    const pair = text.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

export function diceCoefficient(a: string, b: string): number {
  const first = a.replace(/\s+/g, ' ').trim();
  const second = b.replace(/\s+/g, ' ').trim();
  if (first === second) return 1;
  if (first.length < 2 || second.length < 2) return 0;
  const left = bigrams(first);
  let shared = 0;
  for (const [pair, count] of bigrams(second)) {
    const available = left.get(pair) ?? 0;
    if (available > 0) {
      const used = Math.min(available, count);
      shared += used;
      left.set(pair, available - used);
    }
  }
  return (2 * shared) / (first.length - 1 + (second.length - 1));
}
