import { decodeEntities, withoutHtmlTags } from '../html-entities';
import { correctDateWords, correctEventWords } from './spelling';

/**
 * Turns a raw e-mail into the texts the extractors read. Every derived text keeps the same
 * length and line layout as `full`, so an index found in one is valid in the others.
 */
export interface PreparedText {
  subject: string;
  /** Subject, a blank line, then the body with quote markers removed. */
  full: string;
  /** `full` with reply headers ("From: … Sent: …", "On … wrote:") blanked, so their dates and addresses are not read as the event's. */
  withoutReplyHeaders: string;
  /** The part the sender wrote now: the body before any quoted or forwarded message. */
  fresh: string;
  /** Index in `full` where the body starts. */
  bodyStart: number;
  /** Index in `full` where `fresh` ends: what follows was quoted or forwarded from earlier messages. */
  freshEnd: number;
}

/** Notices are short; long threads are read only this far so one message cannot stall a workflow. */
export const MAX_ANALYSED_BODY_CHARACTERS = 20_000;

const QUOTE_MARKER = /^[ \t]*(?:>[ \t]?)+/gm;
const ORIGINAL_MESSAGE = /^[ \t]*(?:-{2,}\s*(?:original message|forwarded message)\s*-{2,}|begin forwarded message:?)[ \t]*$/im;
// Mail programs write the reply line in the reader's language: "On … wrote:", "El … escribió:", "Le … a écrit :".
const WROTE_LINE = /^[ \t]*(?:On|El|Le|Am)\b[^\n]{0,200}(?:\n[^\n]{0,200})?(?:\bwrote|\bescribi[oó]|\ba\s+écrit|\bschrieb)[ \t]*:[ \t]*$/m;
const HEADER_LINE = /^[ \t]*(?:from|sent|date|to|cc|subject):/i;
const HEADER_DATE_LINE = /^[ \t]*(?:sent|date):/i;
// GroupWise quotes a reply under ">>> Anthony Ruiz 3/26/2027 10:41 AM >>>" (its leading ">>>" is read as quote markers).
const GROUPWISE_HEADER = /^[ \t]*(?:>{3}[ \t]*)?[^\n>]{1,150}>{3}[ \t]*$/gm;

/** Line ends, spaces, quotes, HTML entities and mistyped month and weekday names as the extractors expect them. */
export function normaliseText(raw: string): string {
  return correctEventWords(correctDateWords(decodeEntities(withoutHtmlTags(raw.replace(/\r\n?/g, '\n')))))
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\t/g, ' ');
}

/** Replaces [start, end) ranges with spaces, keeping newlines and length. */
export function blankRanges(text: string, ranges: ReadonlyArray<readonly [number, number]>): string {
  const chars = text.split('');
  for (const [start, end] of ranges) {
    for (let i = Math.max(0, start); i < Math.min(chars.length, end); i += 1) {
      if (chars[i] !== '\n') chars[i] = ' ';
    }
  }
  return chars.join('');
}

function lineRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = 0;
  for (const line of text.split('\n')) {
    ranges.push([start, start + line.length]);
    start += line.length + 1;
  }
  return ranges;
}

/** Header blocks of quoted replies: a "From:" line with a "Sent:"/"Date:" line among the next few. */
function replyHeaderRanges(text: string): Array<[number, number]> {
  const lines = lineRanges(text);
  const blanked: Array<[number, number]> = [];
  lines.forEach(([start, end], index) => {
    if (!/^[ \t]*from:/i.test(text.slice(start, end))) return;
    const block = lines.slice(index, index + 6).filter(([s, e]) => HEADER_LINE.test(text.slice(s, e)));
    if (!block.some(([s, e]) => HEADER_DATE_LINE.test(text.slice(s, e)))) return;
    blanked.push(...block);
  });
  const wrote = new RegExp(WROTE_LINE.source, 'gm');
  for (const pattern of [wrote, GROUPWISE_HEADER]) {
    for (const match of text.matchAll(pattern)) blanked.push([match.index, match.index + match[0].length]);
  }
  return blanked;
}

function freshPart(body: string): string {
  const cutPoints = [ORIGINAL_MESSAGE.exec(body)?.index, WROTE_LINE.exec(body)?.index, /^[ \t]*>/m.exec(body)?.index];
  const lines = lineRanges(body);
  for (const [index, [start, end]] of lines.entries()) {
    if (!/^[ \t]*from:/i.test(body.slice(start, end))) continue;
    const next = lines.slice(index + 1, index + 5).map(([s, e]) => body.slice(s, e));
    if (next.some((line) => HEADER_DATE_LINE.test(line))) {
      cutPoints.push(start);
      break;
    }
  }
  const cut = Math.min(...cutPoints.filter((point): point is number => point !== undefined), body.length);
  return body.slice(0, cut);
}

export function prepareText(subject: string, body: string): PreparedText {
  const cleanSubject = normaliseText(subject).replace(/\s+/g, ' ').trim();
  const cleanBody = normaliseText(body.slice(0, MAX_ANALYSED_BODY_CHARACTERS));
  const fresh = freshPart(cleanBody).replace(QUOTE_MARKER, '');
  const unquoted = cleanBody.replace(QUOTE_MARKER, '');
  const full = `${cleanSubject}\n\n${unquoted}`;
  return {
    subject: cleanSubject,
    full,
    withoutReplyHeaders: blankRanges(full, replyHeaderRanges(full)),
    fresh,
    bodyStart: cleanSubject.length + 2,
    freshEnd: cleanSubject.length + 2 + fresh.length,
  };
}
