/**
 * Month and weekday names (and, below, the long names of settings) as people mistype them ("Febuary 3", "Janaury", "Apirl", "Septmber", "Agust", "Novmber",
 * "thrusday", "Wendesday"), spelled right so dates can be read. Only clear slips are corrected: a long name one or two
 * edits away (a swapped pair of letters counting as one), a month only when a day or a year is written beside it.
 */

const LONG_MONTHS = ['January', 'February', 'April', 'August', 'September', 'October', 'November', 'December'];
// Short month names take only a swapped pair of letters ("Marhc", "Jnue"): "Match" and "Marc" are words of their own.
const SHORT_MONTHS = ['March', 'June', 'July'];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const NOT_WEEKDAYS = new Set(['today', 'midday', 'someday', 'holiday', 'birthday', 'heyday', 'payday', 'weekday', 'workday', 'doomsday', 'everyday', 'yesterday', 'noonday', 'mayday', 'sundry', 'monday']);

/** Edits between two words, a swap of neighbouring letters counting as one (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = rows[i]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

const isSwap = (a: string, b: string) => a.length === b.length && [...a].sort().join('') === [...b].sort().join('') && editDistance(a, b) === 1;

function nearest(word: string, names: string[], allowed: (name: string) => number): string | null {
  const lower = word.toLowerCase();
  if (names.some((name) => name.toLowerCase() === lower)) return null;
  for (const name of names) {
    const target = name.toLowerCase();
    if (lower[0] !== target[0]) continue;
    if (editDistance(lower, target) <= allowed(target)) return name;
  }
  return null;
}

function asWritten(written: string, name: string): string {
  if (written === written.toUpperCase()) return name.toUpperCase();
  if (written[0] === written[0]?.toLowerCase()) return name.toLowerCase();
  return name;
}

function correctMonth(word: string): string | null {
  if (word.length < 4 || [...LONG_MONTHS, ...SHORT_MONTHS, 'May'].some((name) => name.toLowerCase() === word.toLowerCase())) return null;
  const long = nearest(word, LONG_MONTHS, (target) => (target.length >= 8 ? 2 : 1));
  if (long) return long;
  return SHORT_MONTHS.find((name) => isSwap(word.toLowerCase(), name.toLowerCase())) ?? null;
}

function correctWeekday(word: string): string | null {
  const lower = word.toLowerCase();
  if (word.length < 6 || NOT_WEEKDAYS.has(lower) || !/d[ay]{1,2}$|ady$|dya$/.test(lower)) return null;
  return nearest(word, WEEKDAYS, (target) => (target.length >= 8 ? 2 : 1));
}

// A word next to a day or a year: "Febuary 3", "3 Febuary", "the 3rd of Febuary", "Septmber, 2027", a line wrapped between them.
const WORD_BEFORE_DAY = /\b([A-Za-z]{4,10})(?=\.?,?(?:[ \t]+|[ \t]*\n[ \t]*)(?:\d{1,2}(?:st|nd|rd|th)?\b|the[ \t]+\d|\d{4}\b))/g;
const WORD_AFTER_DAY = /(?<=\b\d{1,2}(?:st|nd|rd|th)?(?:[ \t]+|[ \t]*\n[ \t]*)(?:of[ \t]+)?)([A-Za-z]{4,10})\b/g;
const WORD = /\b([A-Za-z]{6,10})\b/g;

/** The text with mistyped month and weekday names spelled right. */
export function correctDateWords(text: string): string {
  const months = (pattern: RegExp) => (source: string) =>
    source.replace(pattern, (word: string) => {
      const name = correctMonth(word);
      return name && name.toLowerCase() !== word.toLowerCase() ? asWritten(word, name) : word;
    });
  const weekdays = (source: string) =>
    source.replace(WORD, (word: string) => {
      const name = correctWeekday(word);
      return name && name.toLowerCase() !== word.toLowerCase() ? asWritten(word, name) : word;
    });
  return weekdays(months(WORD_AFTER_DAY)(months(WORD_BEFORE_DAY)(text)));
}

// Long words naming a setting, as people mistype them ("deposiiton", "confernce"). Plurals and other forms of the
// word itself ("depositions", "conferencing") are left alone.
const EVENT_WORDS = ['deposition', 'conference'];
const LONG_WORD = /\b([A-Za-z]{8,12})\b/g;

function correctEventWord(word: string): string | null {
  const lower = word.toLowerCase();
  for (const name of EVENT_WORDS) {
    if (lower === name || lower.startsWith(name) || lower.slice(0, 4) !== name.slice(0, 4)) continue;
    if (editDistance(lower, name) <= 2) return name;
  }
  return null;
}

/** The text with mistyped names of settings spelled right. */
export function correctEventWords(text: string): string {
  return text.replace(LONG_WORD, (word: string) => {
    const name = correctEventWord(word);
    return name ? asWritten(word, name) : word;
  });
}
