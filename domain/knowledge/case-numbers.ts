/**
 * A client matter's case numbers (ADJ12345678, 23STCV12345, 2:25-cv-04417-JFW-AS): how they are checked,
 * and how two spellings of one number are recognised as the same (spaces and letter case do not count).
 */

export const CASE_NUMBER_MAX_LENGTH = 40;
export const CASE_NUMBERS_PER_MATTER = 20;

export const CASE_NUMBER_MESSAGES = {
  empty: 'A case number cannot be empty. Remove the empty line or type the number.',
  tooLong: `A case number can be at most ${CASE_NUMBER_MAX_LENGTH} characters long.`,
  noLetterOrDigit: 'A case number needs at least one letter or digit.',
  tooMany: `A matter can carry at most ${CASE_NUMBERS_PER_MATTER} case numbers.`,
  onlyMatters: 'Only a client matter carries case numbers. Mark the folder as a client matter, or leave the case numbers out.',
} as const;

/** The form two spellings of one case number share: no spaces, upper case. */
export function normaliseCaseNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export type CaseNumbersCheck = { ok: true; caseNumbers: string[] } | { ok: false; message: string };

/** Trims each number and keeps the first of any that are the same once normalised; the first problem found is refused. */
export function checkCaseNumbers(values: readonly string[]): CaseNumbersCheck {
  const kept = new Map<string, string>();
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed === '') return { ok: false, message: CASE_NUMBER_MESSAGES.empty };
    if (trimmed.length > CASE_NUMBER_MAX_LENGTH) return { ok: false, message: CASE_NUMBER_MESSAGES.tooLong };
    if (!/[\p{L}\p{N}]/u.test(trimmed)) return { ok: false, message: CASE_NUMBER_MESSAGES.noLetterOrDigit };
    const key = normaliseCaseNumber(trimmed);
    if (!kept.has(key)) kept.set(key, trimmed);
  }
  if (kept.size > CASE_NUMBERS_PER_MATTER) return { ok: false, message: CASE_NUMBER_MESSAGES.tooMany };
  return { ok: true, caseNumbers: [...kept.values()] };
}

const REGEX_SPECIALS = /[.*+?^${}()|[\]\\]/;

/**
 * A regular expression (the syntax Postgres `~*` and JavaScript share) that finds a normalised case number
 * inside free text, with any spacing between its characters, and not as part of a longer word or number:
 * ADJ12345678 is found in "Serve ADJ 1234 5678 today" but not in "ADJ123456789".
 */
export function caseNumberTextPattern(normalised: string): string {
  const characters = [...normalised].map((char) => (REGEX_SPECIALS.test(char) ? `\\${char}` : char));
  return `(^|[^A-Za-z0-9])${characters.join('\\s*')}($|[^A-Za-z0-9])`;
}

/**
 * The first of a matter's case numbers that an item carries: equal once normalised to one of the item's
 * own case-number fields, or written somewhere in its text. Null when none does.
 */
export function caseNumberCarried(caseNumbers: readonly string[], item: { fields: readonly (string | null)[]; texts: readonly (string | null)[] }): string | null {
  const fields = new Set(item.fields.filter((field): field is string => field !== null).map(normaliseCaseNumber));
  for (const caseNumber of caseNumbers) {
    const normalised = normaliseCaseNumber(caseNumber);
    if (fields.has(normalised)) return caseNumber;
    const pattern = new RegExp(caseNumberTextPattern(normalised), 'i');
    if (item.texts.some((text) => text !== null && pattern.test(text))) return caseNumber;
  }
  return null;
}
