/**
 * Sentences in which a message corrects itself: "CORRECTION: the MSC is at 1:30 p.m.", "please disregard my earlier
 * e-mail", "AMENDED NOTICE OF TAKING DEPOSITION", "(not 10:30 as stated)". When a message corrects a setting, which
 * of its dates and times is the right one is for a person to confirm.
 */

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const WEEKDAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day`;
const CLOCK = String.raw`\d{1,2}(?::[0-5]\d\s*(?:[ap]\.?\s?m\b\.?)?|\s*[ap]\.?\s?m\b\.?)`;

const CORRECTION = new RegExp(
  [
    String.raw`\bcorrections?\b`,
    String.raw`\bcorrected\s+(?:\w+\s+){0,2}(?:notice|date|time|setting|copy|version|e-?mail|information)\b`,
    String.raw`\bplease\s+disregard\b`,
    String.raw`\bdisregard\s+(?:my|the|our|that|this)\s+(?:\w+\s+)?(?:previous|prior|earlier|last|above|below|e-?mail|message|notice)\b`,
    // The message is itself an amended notice, not a request to serve one ("please serve an amended notice").
    String.raw`(?<!\b(?:serve|serving|send|sending|issue|issuing|prepare|your|an|their)\s+)\bamended\s+notice\b`,
    String.raw`\bnot\s+(?:at\s+|on\s+|the\s+)?(?:${CLOCK}|${WEEKDAY}|${MONTH}\s+\d{1,2}\b|\d{1,2}\/\d{1,2}\b|\d{1,2}(?:st|nd|rd|th)\b)`,
    String.raw`\b(?:incorrect(?:ly)?|wrong|erroneous(?:ly)?|mis-?stated|mis-?typed|typo)\b(?:\s+\w+){0,3}\s+(?:date|time|day|hour)\b`,
    String.raw`\b(?:date|time|day|hour)\s+(?:\w+\s+){0,3}(?:was|is)\s+(?:incorrect|wrong|listed\s+in\s+error|a\s+typo)\b`,
    String.raw`\btypo\b`,
    String.raw`\bshould\s+(?:have\s+)?read\b`,
  ].join('|'),
  'i',
);
// Confidentiality footers ("If you received this message in error, please disregard …") correct nothing.
const FOOTER = /\b(?:intended\s+recipient|received\s+(?:this|it)\s+(?:\w+\s+)?in\s+error|confidential|privileged)\b/i;
const LONGEST = 200;

/** The sentences of `text` that correct or withdraw something it said, trimmed for showing. */
export function findCorrections(text: string): string[] {
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z(])|\n[ \t]*\n|\n(?=[ \t]*[A-Z][A-Z ]{3,}:?)/);
  const found: string[] = [];
  for (const sentence of sentences) {
    const plain = sentence.replace(/\s+/g, ' ').trim();
    if (!plain || FOOTER.test(plain) || !CORRECTION.test(plain)) continue;
    const shown = plain.length > LONGEST ? `${plain.slice(0, LONGEST - 1)}…` : plain;
    if (!found.includes(shown)) found.push(shown);
  }
  return found;
}
