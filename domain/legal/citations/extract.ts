/**
 * Finds legal citations in a text (seed 001 §5 and California practice): full case citations in any reporter of
 * reporters-db ("347 U.S. 483, 495", "(1954) 347 U.S. 483", "11 Cal.App.5th 1040"), WCAB panel decisions
 * ("2020 Cal. Wrk. Comp. P.D. LEXIS 45", "ADJ1234567"), statutes and regulations, short forms ("Id.", "Id. at p. 9",
 * "Brown, supra, 347 U.S. at p. 495", "347 U.S. at 495") and bare case names ("Brown v. Board of Education").
 */
import type { FoundCitation } from '../types';
import { reporterEdition } from './reporters';
import { findStatutes } from './statutes';

const PIN = String.raw`\d+(?:\s?[-–]\s?\d+)?(?:\s?(?:,\s?)?(?:fn|n)\.\s?\d+)?`;
/** A pinpoint after a full cite: ", 495", ", 495-496"; not the start of the next cite ("483, 384 U.S. 436"). */
const PAGE_WORD = String.raw`(?:pp?\.\s?|pages?\s)`;
const FULL_PIN = String.raw`(?:,\s?(?:at\s)?${PAGE_WORD}?(${PIN})(?!\w|\.\d|\s(?:\d|[A-Z][\w.]*\s?\d)))?`;
/** A trailing parenthetical with a year: "(1954)", "(9th Cir. 2005)". */
const TRAILING_YEAR = String.raw`(?:\s?\((?:[^()\n]{0,40}?\s)?(\d{4})\))?`;

/**
 * The shape of a reporter abbreviation: a few short words ("Cal. Comp. Cases", "F. Supp. 2d", "Cal.App.5th",
 * "N.Y.S.2d"); what was found is then looked up in reporters-db, so only real reporters count.
 */
const WORD = String.raw`(?:[A-Z][A-Za-z.&'’]*(?:\d{1,2}(?:st|nd|rd|th|d))?|\d{1,2}(?:st|nd|rd|th|d)|[a-z]{1,6}\.)`;
const REPORTER_PATTERN = String.raw`${WORD}(?:\s?${WORD}){0,5}?`;

const fullCase = new RegExp(
  String.raw`(?<![\w.§-])(?:\((\d{4})\)\s?)?(\d{1,4})\s(${REPORTER_PATTERN}),?\s(\d{1,6}|_{2,})(?![\w])${FULL_PIN}${TRAILING_YEAR}`,
  'g',
);
const shortCase = new RegExp(
  String.raw`(?<![\w.§-])(\d{1,4})\s(${REPORTER_PATTERN}),?\sat\s${PAGE_WORD}?(${PIN})`,
  'g',
);
/**
 * "Id." / "Ibid."; the lower-case "id." only after a signal ("see id.") or with a pinpoint ("id. at 5"), so
 * "looked up by id." in ordinary prose is not a citation.
 */
const ID_SIGNAL = String.raw`(?:[Ss]ee|[Cc]f\.|[Aa]ccord|also|but|[Cc]ompare|e\.g\.,|[Ss]ee,\se\.g\.,)\s`;
const idCite = new RegExp(
  String.raw`(?<![\w.])(?:(?:Id|Ibid)\.|(?<=${ID_SIGNAL})(?:id|ibid)\.|(?:id|ibid)\.(?=,?\sat\s))(?:,?\sat\s${PAGE_WORD}?(${PIN}))?`,
  'g',
);
const NAME_WORD = String.raw`(?:[A-Z][\w'’&.-]*|of|the|and|for|de|&)`;
const supra = new RegExp(
  String.raw`(?<![\w])([A-Z][\w'’&.-]*(?:\s${NAME_WORD}){0,3}),?\s(?:supra)(?:,\s?(?:(\d{1,4})\s(${REPORTER_PATTERN}),?\s)?(?:at\s)?${PAGE_WORD}?(${PIN})(?!\s[A-Z]))?`,
  'g',
);
const wcabLexis = /(?<![\w])(?:\(\d{4}\)\s?)?(\d{4})\s?Cal\.\s?Wrk\.\s?Comp\.\s?(?:P\.\s?D\.\s?)?LEXIS\s(\d+)/g;
const adjNumber = /(?<![\w])ADJ\d{6,8}(?![\w])/g;
const caseName = new RegExp(
  String.raw`(?<![\w.])((?:In re\s|Ex parte\s|People ex rel\.\s)?[A-Z][\w'’&.-]*(?:,?\s${NAME_WORD}){0,6}?)\sv\.\s([A-Z][\w'’&.-]*(?:,?\s${NAME_WORD}){0,6})`,
  'g',
);
/** Words that start a sentence or a signal, not a party's name. */
const LEADING_WORDS = /^(?:(?:See|also|In|Under|As|But|Cf\.|Accord|The|and|Compare|e\.g\.,?|with|Following|Unlike|Like|Applying|Citing|citing|quoting)\s)+/;
/** Words that end a case name when they follow it ("Brown v. Board of Education held ..."). */
const NAME_STOP = /\s(?:held|holds|is|was|and|the|that|which|in|at|where|supra|explained|noted|court|Court|decision)\b[\s\S]*$/;

/** Abbreviations that end a party's name with a period ("ABC Corp."). */
const NAME_ABBREVIATION = /\b(?:Corp|Inc|Co|Ltd|Bd|Dept|Bros|Dist|Ins|Servs?|Mfg|Univ|Auth|Assn|Ass'n|Comm'n|Cnty|Cty|Educ|Indus|Sys|Transp|Hosp|Med|Nat'l|Int'l)\.$/;

function trimName(raw: string): string {
  const quotes = /[,'’"”]+$/;
  const name = raw.replace(quotes, '');
  return (name.endsWith('.') && !NAME_ABBREVIATION.test(name) ? name.slice(0, -1) : name).replace(quotes, '');
}

function cleanName(raw: string): string {
  return raw.replace(LEADING_WORDS, '').replace(/,$/, '').trim();
}

function caseCandidate(m: RegExpExecArray): FoundCitation | null {
  const [, yearBefore, volume = '', spelling = '', page = '', pinpoint, yearAfter] = m;
  const edition = reporterEdition(spelling);
  if (!edition) return null;
  const year = yearBefore ?? yearAfter;
  // Bare "2020 U.S. 1"-like numbers are fine; reject a year-like volume that is really a date range etc. only by reporter data.
  return {
    text: m[0],
    kind: 'case',
    start: m.index,
    end: m.index + m[0].length,
    normalized: `${volume} ${edition.edition} ${page}`,
    parts: {
      volume,
      reporter: edition.edition,
      page,
      ...(pinpoint ? { pinpoint: pinpoint.replace(/\s+/g, '') } : {}),
      ...(year ? { year } : {}),
    },
  };
}

/** The case name just before a full cite ("Brown v. Board of Education (1954) 347 U.S. 483"), if any. */
function attachName(text: string, citation: FoundCitation): FoundCitation {
  const windowStart = Math.max(0, citation.start - 160);
  const before = text.slice(windowStart, citation.start);
  const m = new RegExp(
    String.raw`((?:In re\s|Ex parte\s)?[A-Z][\w'’&.-]*(?:,?\s${NAME_WORD}){0,8}?\sv\.\s[A-Z][\w'’&.-]*(?:,?\s(?:${NAME_WORD}|\d{1,4})){0,8}|(?:In re|Ex parte)\s[A-Z][\w'’&.-]*(?:\s${NAME_WORD}){0,4})(?:\s\([A-Z][\w'’. -]{1,40}\))?,?\s?$`,
  ).exec(before);
  if (!m?.[1]) return citation;
  const name = cleanName(m[1]);
  const start = windowStart + m.index + m[1].lastIndexOf(name);
  return {
    ...citation,
    text: text.slice(start, citation.end),
    start,
    parts: { ...citation.parts, caseName: name },
  };
}

/** Runs a global pattern over the text; when `accept` refuses a match, tries again one character later. */
function scan(pattern: RegExp, text: string, accept: (m: RegExpExecArray) => boolean): void {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (!accept(m)) pattern.lastIndex = m.index + 1;
    else if (m[0].length === 0) pattern.lastIndex++;
  }
}

function spanOf(m: RegExpExecArray): { text: string; start: number; end: number } {
  return { text: m[0], start: m.index, end: m.index + m[0].length };
}

function candidates(text: string): FoundCitation[] {
  const found: FoundCitation[] = [];
  scan(fullCase, text, (m) => {
    const c = caseCandidate(m);
    if (c) found.push(attachName(text, c));
    return c !== null;
  });
  scan(shortCase, text, (m) => {
    const edition = reporterEdition(m[2] ?? '');
    if (!edition) return false;
    found.push({
      ...spanOf(m),
      kind: 'short_case',
      normalized: `${m[1]} ${edition.edition} at ${m[3]}`,
      parts: { volume: m[1], reporter: edition.edition, pinpoint: (m[3] ?? '').replace(/\s+/g, '') },
    });
    return true;
  });
  for (const m of text.matchAll(idCite)) {
    found.push({ ...spanOf(m), kind: 'id', normalized: m[1] ? `Id. at ${m[1]}` : 'Id.', parts: m[1] ? { pinpoint: m[1] } : {} });
  }
  for (const m of text.matchAll(supra)) {
    const name = cleanName(m[1] ?? '');
    if (!name || /^(?:See|Id|Ibid)$/.test(name)) continue;
    const start = m.index + (m[1] ?? '').lastIndexOf(name);
    const edition = m[3] ? reporterEdition(m[3]) : undefined;
    found.push({
      text: text.slice(start, m.index + m[0].length),
      start,
      end: m.index + m[0].length,
      kind: 'supra',
      normalized: `${name}, supra${m[4] ? `, at ${m[4]}` : ''}`,
      parts: {
        caseName: name,
        ...(m[2] && edition ? { volume: m[2], reporter: edition.edition } : {}),
        ...(m[4] ? { pinpoint: m[4] } : {}),
      },
    });
  }
  for (const m of text.matchAll(wcabLexis)) {
    found.push(attachName(text, {
      ...spanOf(m),
      kind: 'wcab',
      normalized: `${m[1]} Cal. Wrk. Comp. P.D. LEXIS ${m[2]}`,
      parts: { year: m[1], reporter: 'Cal. Wrk. Comp. P.D. LEXIS', page: m[2] },
    }));
  }
  for (const m of text.matchAll(adjNumber)) {
    found.push({ ...spanOf(m), kind: 'wcab', normalized: m[0], parts: { caseName: m[0] } });
  }
  for (const m of text.matchAll(caseName)) {
    const raw = trimName(m[0].replace(NAME_STOP, ''));
    const name = cleanName(raw);
    if (!/\sv\.\s\S/.test(name)) continue;
    const start = m.index + raw.lastIndexOf(name);
    found.push({ text: name, start, end: start + name.length, kind: 'case_name', normalized: name, parts: { caseName: name } });
  }
  found.push(...findStatutes(text));
  return found;
}

const PRIORITY: Record<FoundCitation['kind'], number> = {
  case: 0, supra: 1, short_case: 2, wcab: 3, regulation: 4, statute: 5, id: 6, case_name: 7,
};

/** Keeps the best of overlapping candidates: a full cite over the bare case name it contains, and so on. */
function resolveOverlaps(found: FoundCitation[]): FoundCitation[] {
  const ranked = [...found].sort(
    (a, b) => PRIORITY[a.kind] - PRIORITY[b.kind] || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const kept: FoundCitation[] = [];
  for (const c of ranked) {
    if (kept.some((k) => c.start < k.end && k.start < c.end)) continue;
    kept.push(c);
  }
  return kept.sort((a, b) => a.start - b.start);
}

const firstWord = (name: string): string => (name.split(/\s/)[0] ?? '').replace(/[,.]$/, '').toLowerCase();

/** Points each short form at the citation it refers to. */
function linkAntecedents(list: FoundCitation[]): FoundCitation[] {
  return list.map((c, index) => {
    let antecedent: number | undefined;
    if (c.kind === 'id') {
      for (let i = index - 1; i >= 0 && antecedent === undefined; i--) if (list[i]?.kind !== 'case_name') antecedent = i;
    } else if (c.kind === 'short_case') {
      for (let i = index - 1; i >= 0 && antecedent === undefined; i--) {
        const p = list[i];
        if (p?.kind === 'case' && p.parts.volume === c.parts.volume && p.parts.reporter === c.parts.reporter) antecedent = i;
      }
    } else if (c.kind === 'supra') {
      const word = firstWord(c.parts.caseName ?? '');
      for (let i = index - 1; i >= 0 && antecedent === undefined; i--) {
        const p = list[i];
        if (p?.kind !== 'case' || !p.parts.caseName) continue;
        if (p.parts.caseName.toLowerCase().split(/\s+/).some((w) => w.replace(/[,.]$/, '') === word)) antecedent = i;
      }
    }
    if (antecedent === undefined) return c;
    // An "Id." after a short form refers to what that short form refers to.
    const target = list[antecedent];
    if (c.kind === 'id' && target && target.antecedent !== undefined && target.kind !== 'case') antecedent = target.antecedent;
    return { ...c, antecedent };
  });
}

/** Every citation in the text, sorted by start, none overlapping. */
export function extractCitations(text: string): FoundCitation[] {
  const list = resolveOverlaps(candidates(text));
  // Resolve antecedents in order so an Id. can follow a chain of short forms.
  const linked: FoundCitation[] = [];
  for (const c of linkAntecedents(list)) {
    const target = c.antecedent !== undefined ? linked[c.antecedent] : undefined;
    linked.push(c.kind === 'id' && target?.antecedent !== undefined && target.kind !== 'case' ? { ...c, antecedent: target.antecedent } : c);
  }
  return linked;
}

/**
 * The text with each citation's characters replaced by "X" (line breaks kept), the same length as before, so a
 * sentence splitter does not stop at the periods in "Cal.App.4th" or "Id.".
 */
export function maskCitations(text: string): string {
  let out = '';
  let at = 0;
  for (const c of extractCitations(text)) {
    out += text.slice(at, c.start) + text.slice(c.start, c.end).replace(/[^\n]/g, 'X');
    at = c.end;
  }
  return out + text.slice(at);
}
