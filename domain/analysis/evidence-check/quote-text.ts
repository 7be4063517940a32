import { decodeEntities } from '../html-entities';

/**
 * A quote as chrono can read it: entities decoded, ordinals and numbers written in words turned into digits, and the
 * shorthand of docketing ("0830 hours", "@ 830", "8:30a") written out. Deliberately its own small rules, not the
 * built-in reader's, so that a quote is checked by a second reading rather than the first one again.
 */

const SMALL = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const SMALL_ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50 };
const TEN_ORDINALS: Record<string, number> = { twentieth: 20, thirtieth: 30 };

const suffixOf = (day: number) => (day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th');

function ordinalWordsToDigits(text: string): string {
  const units = SMALL_ORDINALS.slice(1).join('|');
  const compound = new RegExp(`\\b(twenty|thirty)[\\s-]+(${units})\\b`, 'gi');
  const single = new RegExp(`\\b(${units}|twentieth|thirtieth)\\b`, 'gi');
  return text
    .replace(compound, (_whole, ten: string, unit: string) => {
      const day = (TENS[ten.toLowerCase()] ?? 0) + SMALL_ORDINALS.indexOf(unit.toLowerCase());
      return `${day}${suffixOf(day)}`;
    })
    .replace(single, (word: string) => {
      const day = SMALL_ORDINALS.indexOf(word.toLowerCase()) > 0 ? SMALL_ORDINALS.indexOf(word.toLowerCase()) : (TEN_ORDINALS[word.toLowerCase()] ?? 0);
      return day ? `${day}${suffixOf(day)}` : word;
    });
}

function cardinal(words: string): number | null {
  let total = 0;
  for (const word of words.toLowerCase().split(/[\s-]+/).filter(Boolean)) {
    if (SMALL.indexOf(word) > 0) total += SMALL.indexOf(word);
    else if (TENS[word]) total += TENS[word];
    else return null;
  }
  return total || null;
}

const CARDINAL = `(?:(?:twenty|thirty|forty|fifty)(?:[\\s-]+(?:${SMALL.slice(1, 10).join('|')}))?|${SMALL.slice(1).reverse().join('|')})`;

function yearWordsToDigits(text: string): string {
  return text
    .replace(new RegExp(`\\btwo\\s+thousand(?:\\s+and)?(?:[\\s-]+(${CARDINAL}))?\\b`, 'gi'), (_whole, rest?: string) => String(2000 + (rest ? (cardinal(rest) ?? 0) : 0)))
    .replace(new RegExp(`\\btwenty[\\s-]+(${CARDINAL})(?=\\W*$|\\W+(?:at|@)\\b)`, 'gi'), (whole, rest: string) => {
      const value = cardinal(rest);
      return value !== null && value >= 10 ? String(2000 + value) : whole;
    });
}

const HOUR_WORDS = SMALL.slice(1, 13).reverse().join('|');

function timeWordsToDigits(text: string): string {
  return text
    .replace(/\bhalf\s+past\s+(\w+)/gi, (whole, hour: string) => (cardinal(hour) ? `${cardinal(hour)}:30` : whole))
    .replace(/\b(?:a\s+)?quarter\s+past\s+(\w+)/gi, (whole, hour: string) => (cardinal(hour) ? `${cardinal(hour)}:15` : whole))
    .replace(new RegExp(`\\b(${HOUR_WORDS})[\\s-]+(fifteen|thirty|forty[\\s-]five)\\b`, 'gi'), (_whole, hour: string, minutes: string) => `${cardinal(hour)}:${cardinal(minutes)}`)
    .replace(new RegExp(`\\b(${HOUR_WORDS})(?=\\s+(?:o'?clock|noon|[ap]\\.?\\s?m\\b|in\\s+the\\s+(?:morning|afternoon|evening)))`, 'gi'), (hour: string) => String(cardinal(hour)))
    .replace(/\bat\s+the\s+hour\s+of\s+/gi, 'at ')
    .replace(/\b(\d{1,2})\s+o'?clock\s+in\s+the\s+(morning|forenoon)/gi, '$1 am')
    .replace(/\b(\d{1,2})\s+o'?clock\s+in\s+the\s+(afternoon|evening)/gi, '$1 pm')
    .replace(/\b(\d{1,2})\s+o'?clock\b/gi, '$1:00')
    .replace(/\btwelve\s+noon\b/gi, 'noon');
}

function shorthandTimes(text: string): string {
  return text
    .replace(/\b([01]\d|2[0-3]):?([0-5]\d)\s*(?:hours|hrs|hr|h)\b\.?/gi, '$1:$2')
    .replace(/(\btime[\s:.]*|@\s*|\bat\s+)([01]\d|2[0-3])([0-5]\d)\b/gi, '$1$2:$3')
    .replace(/(?:(?<![\w.])@\s*|\bat\s+)([1-9])([0-5]\d)\b(?![-/.:,]?\d)/gi, 'at $1:$2')
    .replace(/(?<![\w.])@\s*(1[0-2]|[1-9])\b(?![-/.:,]?\d)/g, 'at $1')
    .replace(/\b(1[0-2]|0?[1-9])(:[0-5]\d)?\s?([ap])(?![\w.])/gi, (_whole, hour: string, minutes: string | undefined, half: string) => `${hour}${minutes ?? ':00'} ${half.toLowerCase()}m`);
}

/** Dates that put the day before the month ("the 14th day of December", "December the 14th") in the order chrono reads. */
function dayOfMonthOrder(text: string): string {
  return text
    .replace(/\b(\d{1,2})(?:st|nd|rd|th)?\s+day\s+of\s+([a-z]+\.?)/gi, '$2 $1')
    .replace(/\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)(\.?)\s+the\s+(\d{1,2})/gi, '$1$2 $3');
}

// Case and claim numbers ("ADJ12345678", "2:26-cv-04417-JFW") and phone numbers are no times.
const NOT_DATES = /\b[A-Z]*\d{5,}[A-Z0-9-]*\b|\b\d:\d{2}-[a-z]{2}-\d{3,5}(?:-[A-Z]{1,4})*\b|\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/gi;

export function forgivingQuote(quote: string): string {
  return shorthandTimes(timeWordsToDigits(dayOfMonthOrder(yearWordsToDigits(ordinalWordsToDigits(decodeEntities(quote).replace(NOT_DATES, ' ')))))).replace(/\s+/g, ' ');
}
