/** Numbers written in words, as notices spell out days, years and hours ("the fourteenth", "two thousand twenty-six", "ten o'clock"). */

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty'];
const UNIT_ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const TEN_ORDINALS = ['', '', 'twentieth', 'thirtieth'];

const alternatives = (words: string[]) => words.filter(Boolean).join('|');
const UNIT = alternatives(UNITS.slice(1, 10));
const TEN = alternatives(TENS);

/** A cardinal from one to fifty-nine: "ten", "thirty", "twenty-six". */
export const CARDINAL_WORDS = `(?:(?:${TEN})(?:[\\s-]+(?:${UNIT}))?|${alternatives([...UNITS.slice(1)].reverse())})`;
/** An ordinal day from first to thirty-first: "fourteenth", "twenty-first". */
export const ORDINAL_WORDS = `(?:(?:twenty|thirty)[\\s-]+(?:${alternatives(UNIT_ORDINALS.slice(1, 10))})|${alternatives([...TEN_ORDINALS, ...UNIT_ORDINALS.slice(1)].reverse())})`;
/** A year in words: "two thousand twenty-six", "two thousand and twenty-seven", "twenty twenty-six". */
export const YEAR_WORDS = `(?:two\\s+thousand(?:\\s+and)?(?:[\\s-]+${CARDINAL_WORDS})?|twenty[\\s-]+${CARDINAL_WORDS})`;

function words(text: string): string[] {
  return text.toLowerCase().split(/[\s-]+/).filter((word) => word && word !== 'and');
}

/** 1–59 from its words, or null. */
export function cardinalValue(text: string): number | null {
  let total = 0;
  for (const word of words(text)) {
    const unit = UNITS.indexOf(word);
    const ten = TENS.indexOf(word);
    if (unit > 0) total += unit;
    else if (ten >= 2) total += ten * 10;
    else return null;
  }
  return total > 0 ? total : null;
}

/** 1–31 from "14", "14th" or "fourteenth", or null. */
export function ordinalValue(text: string): number | null {
  const digits = /^(\d{1,2})(?:st|nd|rd|th)?$/i.exec(text.trim());
  if (digits) return Number(digits[1]);
  let total = 0;
  for (const word of words(text)) {
    const unit = UNIT_ORDINALS.indexOf(word);
    const ten = TEN_ORDINALS.indexOf(word);
    if (unit > 0) total += unit;
    else if (ten >= 2) total += ten * 10;
    else if (word === 'twenty' || word === 'thirty') total += word === 'twenty' ? 20 : 30;
    else return null;
  }
  return total >= 1 && total <= 31 ? total : null;
}

/** A year from digits or words ("2026", "two thousand twenty-six", "twenty twenty-six"), or null. */
export function yearValue(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d{4}$/.test(trimmed)) return Number(trimmed);
  const thousands = /^two\s+thousand(?:\s+and)?(?:[\s-]+(.+))?$/i.exec(trimmed);
  if (thousands) return 2000 + (thousands[1] ? (cardinalValue(thousands[1]) ?? Number.NaN) : 0) || null;
  const century = /^twenty[\s-]+(.+)$/i.exec(trimmed);
  if (century?.[1]) {
    const rest = cardinalValue(century[1]);
    return rest !== null && rest >= 10 ? 2000 + rest : null;
  }
  return null;
}
