import { tableCells } from './form-tables';
import { DWC_DISTRICT_OFFICES } from './places/venues';
import { tidyCapitals } from './text-case';

const TITLE =
  "(?:workers'?\\s+compensation\\s+(?:administrative\\s+law\\s+)?judge|administrative\\s+law\\s+judge|presiding\\s+judge|judicial\\s+officer|commissioner|WCALJ|WCJ|ALJ|judge)";
const HONORIFIC = '(?:(?:the\\s+)?(?:hon\\.?|honorable)\\s+)';
// Words of a name: one or two spaces apart (a wider gap is the next column of a form), or across one line break.
// Letters include accented ones ("Echeverría", "Peña"): the patterns below use the `u` flag.
const NAME = "(\\p{L}[\\p{L}'.,-]*(?:(?: {1,2}|\\t| ?\\n[ \\t]*)\\p{L}[\\p{L}'.,:-]*){0,3})";

// "Judge: Hon. Maria T. Delgado", "WCJ Robert Chen", "JUDGE:\nHON. KATHERINE WU", "WCJ:  Soto, Elena". A bare
// title at the end of a line ("…LAW JUDGE\n\nServed by…") is not followed by a name, hence no plain newline after it.
// "Judicial Officer Presiding: …", "Judge Assigned: …" are labels too; "before the Workers' Compensation Judge, ALAN
// J. BRODSKY" puts a comma between the title and the name, "WCJ – Lopez" a dash, "the trial judge is Marcus Bell" a
// verb; in prose a line may break between them ("Judge\nWhitaker").
const LABEL_QUALIFIER = '(?:[ \\t]+(?:presiding|assigned))?';
const TITLE_THEN_NAME = new RegExp(
  `\\b${TITLE}(?:${LABEL_QUALIFIER}[ \\t]*:[ \\t]*\\n?[ \\t]*|[ \\t]+[-–—][ \\t]+|[ \\t]+(?:is|will\\s+be)[ \\t]+|,?[ \\t]+|[ \\t]*\\n[ \\t]*)${HONORIFIC}?${NAME}`,
  'giu',
);
// "before the Honorable Susan Park", "Hon. Elena Ramirez", "the Honorable\nTeresa M. Albright".
const HONORIFIC_THEN_NAME = new RegExp(`\\b(?:hon\\.|honorable)[ \\t]*\\n?[ \\t]*${NAME}`, 'giu');
// Signature of an order: "MARIA T. DELGADO\nWORKERS' COMPENSATION ADMINISTRATIVE LAW JUDGE" or "Helen Park, WCJ";
// a form's field "BEFORE: YOLANDA B. CHEN, WORKERS' COMPENSATION JUDGE" (a label, then the same signature).
const NAME_THEN_TITLE = new RegExp(
  `^[ \\t]*(?:[A-Za-z]+(?:[ \\t]+[A-Za-z]+)?[ \\t]*:[ \\t]*)?${NAME}[ \\t]*,?[ \\t]*\\n?[ \\t]*${TITLE}[ \\t]*$`,
  'gimu',
);
// In prose: "set for lien conference before Dana Whitlock, Workers' Compensation Judge".
const BEFORE_NAME_THEN_TITLE = new RegExp(`\\bbefore[ \\t]+${HONORIFIC}?${NAME}[ \\t]*,[ \\t]*(?:the[ \\t]+|a[ \\t]+)?${TITLE}\\b`, 'giu');
// A form's field: "Judge: …", "Assigned WCJ: …" at the start of a line names the judge of the event it describes.
const LABEL_LINE = new RegExp(`^[ \\t]*(?:assigned[ \\t]+)?${TITLE}${LABEL_QUALIFIER}[ \\t]*:`, 'i');

const NOT_NAME_WORDS = new Set([
  'the', 'of', 'and', 'to', 'be', 'is', 'was', 'will', 'has', 'at', 'on', 'in', 'for', 'by', 'tbd', 'tba', 'n/a', 'none',
  'assigned', 'presiding', 'served', 'date', 'time', 'location', 'courtroom', 'department', 'dept', 'room', 'district', 'office',
  'board', 'appeals', 'workers', "workers'", 'compensation', 'court', 'superior', 'administrative', 'law', 'judge', 'wcj', 'hon', 'honorable',
  // Other officers printed beside the judge on minute orders: a court reporter is not the judge.
  'csr', 'erm', 'clerk', 'reporter', 'bailiff', 'sheriff', 'interpreter', 'judicial', 'assistant', 'deputy',
]);
const SURNAME_PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'da', 'di', 'du', 'van', 'von', 'der', 'den', 'le', 'dos', 'das']);
const LEADING_TITLE_WORDS = new Set(['wcj', 'wcalj', 'judge', 'hon', 'hon.', 'honorable', 'the']);

/** "Soto, Elena" → "Elena Soto": how docketing forms list people. */
function uninverted(raw: string): string | null {
  const inverted = /^(\p{L}[\p{L}'-]+),[ \t]*(\p{L}[\p{L}'-]+(?:[ \t]+\p{L}\.?)?)[ \t]*$/u.exec(raw.split('\n')[0]?.trim() ?? '');
  if (!inverted?.[1] || !inverted[2] || NOT_NAME_WORDS.has(inverted[2].toLowerCase())) return null;
  return `${inverted[2]} ${inverted[1]}`;
}

/** Whether the capitalised words starting a line end with punctuation, as a name's last word does. */
function nameEndsAt(tokens: string[]): boolean {
  for (const [offset, token] of tokens.slice(0, 3).entries()) {
    const word = token.trim();
    if (!/^\p{Lu}/u.test(word) || (offset > 0 && token.startsWith('\n')) || NOT_NAME_WORDS.has(word.toLowerCase().replace(/[.,;]$/, ''))) return false;
    if (/^\p{Lu}\.$/u.test(word)) continue;
    if (/[.,;]$/.test(word)) return true;
  }
  return false;
}

/** Leading capitalised words of a captured run, without titles, honorifics or possessives. */
function cleanName(raw: string, labelled: boolean): string | null {
  const inverted = labelled ? uninverted(raw) : null;
  if (inverted) return tidyCapitals(inverted);
  const words: string[] = [];
  const tokens = raw.trim().replace(/[ \t]*\n[ \t]*/g, ' \n').split(/[ \t]+/).filter(Boolean);
  for (const [position, token] of tokens.entries()) {
    const afterBreak = token.startsWith('\n');
    const word = token.trim();
    if (words.length === 0 && LEADING_TITLE_WORDS.has(word.toLowerCase())) continue;
    // A label ("CSR:") is the next field of a form, not part of the name.
    if (word.endsWith(':')) break;
    const bare = word.replace(/'s$/i, '').replace(/[,;]$/, '');
    // "Elena de la Cruz": a surname's particle, written in lower case, before a capitalised word.
    if (words.length > 0 && !afterBreak && SURNAME_PARTICLES.has(bare) && /^(?:\p{Lu}|(?:de|la|los|las)\b)/u.test(tokens[position + 1] ?? '')) {
      words.push(bare);
      continue;
    }
    if (!/^\p{Lu}/u.test(bare) || /\d/.test(bare) || NOT_NAME_WORDS.has(bare.toLowerCase().replace(/\.$/, ''))) break;
    // A name goes on to the next line only when the sentence ends or pauses right after it ("Lorraine\nK. Devereaux,"),
    // or after a middle initial, which is never a name's last word ("THERESA M.\nCASTELLANOS at the").
    const afterInitial = /^\p{Lu}\.$/u.test(words.at(-1) ?? '');
    if (afterBreak && (words.length === 0 || (!afterInitial && !nameEndsAt(tokens.slice(position))))) break;
    words.push(bare);
    // "Stanley Blumenfeld, Jr.": a generational suffix belongs to the name.
    const suffix = /^(?:Jr|Sr|II|III|IV)\b\.?/.exec(tokens[position + 1]?.trim() ?? '')?.[0];
    if (suffix && /,$/.test(word)) {
      words.push(`, ${suffix.startsWith('J') || suffix.startsWith('S') ? suffix.replace(/\.?$/, '.') : suffix}`);
      break;
    }
    // A comma, a possessive or a full stop after a word longer than an initial ends the name.
    if (bare !== word || /^[A-Za-z'-]{2,}\.$/.test(bare)) break;
  }
  if (words.length === 0) return null;
  const joined = words.join(' ').replace(/ ,/g, ',');
  // Keep the dot of a middle initial ("T."), drop a sentence's full stop ("Liu.").
  const name = /(?:^|\s)(?:[A-Z]|Jr|Sr)\.$/.test(joined) ? joined : joined.replace(/\.$/, '');
  return tidyCapitals(name);
}

interface JudgeMention {
  name: string;
  index: number;
  labelled: boolean;
  /** A retired judge or a neutral: a mediator, an arbitrator. */
  neutral?: boolean;
}

/**
 * A title ending a line is followed by a name on the next only in prose ("set by Judge\nWhitaker"): a form's heading
 * or a signature's title line in capitals ("LAW JUDGE\nSERVED BY") is followed by the next field.
 */
function isNameAfterTitle(text: string, index: number, whole: string, name: string): boolean {
  const gap = whole.slice(0, whole.length - name.length);
  // A comma after a title sets off the name only in "the Judge, ALAN J. BRODSKY", not in "SAME WCJ, VAN NUYS".
  if (/^[^:]*,/.test(gap) && !/\bthe\s+$/i.test(text.slice(Math.max(0, index - 10), index))) return false;
  if (!gap.includes('\n') || gap.includes(':')) return true;
  return /\p{Ll}/u.test(gap) && /^\p{Lu}\p{Ll}/u.test(name);
}

// A retired judge who mediates or arbitrates ("Hon. Carl West (Ret.)", "Judge Carl Byrd, retired", "Mediator: Hon. …")
// is the judge of a mediation, and of nothing else.
const RETIRED_AFTER = /^[^\n.;]{0,40}?(?:\((?:ret\.?|retired)\)|,[ \t]*ret\.|,?[ \t]+retired\b|,[ \t]*retired\b)/i;
const NEUTRAL_BEFORE = /\b(?:mediator|arbitrator|neutral|referee)\b[^\n]{0,12}$/i;

function isNeutral(text: string, index: number, end: number): boolean {
  return RETIRED_AFTER.test(text.slice(end, end + 60)) || NEUTRAL_BEFORE.test(text.slice(Math.max(0, index - 30), index));
}

// "SAME WCJ - VAN NUYS": a district office's city written after a title is where, not who.
const OFFICE_NAMES = new Set(DWC_DISTRICT_OFFICES.map((office) => office.toLowerCase()));

function isOfficeName(name: string): boolean {
  return OFFICE_NAMES.has(name.toLowerCase());
}

/** Every match, including one starting inside the previous ("the judge assigned is Judge Beth Ortega"). */
function* overlappingMatches(text: string, pattern: RegExp): Generator<RegExpExecArray> {
  const search = new RegExp(pattern.source, pattern.flags);
  for (let match = search.exec(text); match; match = search.exec(text)) {
    yield match;
    search.lastIndex = match.index + 1;
  }
}

function judgeMentions(text: string): JudgeMention[] {
  const found: JudgeMention[] = tableCells(text, /^(?:JUDGE|WCJ|JUDICIAL OFFICER)$/).flatMap((cell) => {
    const name = cleanName(cell.value, true);
    return name ? [{ name, index: cell.index, labelled: true }] : [];
  });
  for (const pattern of [TITLE_THEN_NAME, HONORIFIC_THEN_NAME, NAME_THEN_TITLE, BEFORE_NAME_THEN_TITLE]) {
    for (const match of overlappingMatches(text, pattern)) {
      if (pattern === TITLE_THEN_NAME && !isNameAfterTitle(text, match.index, match[0], match[1] ?? '')) continue;
      const neutral = isNeutral(text, match.index, match.index + match[0].length);
      const lineStart = text.lastIndexOf('\n', match.index) + 1;
      const labelled = LABEL_LINE.test(text.slice(lineStart, match.index + match[0].length));
      const name = cleanName(match[1] ?? '', labelled);
      if (name && !isOfficeName(name)) found.push({ name, index: match.index, labelled, ...(neutral ? { neutral } : {}) });
    }
  }
  return found;
}

/**
 * "Judge Soto" with "Elena Soto" written elsewhere (a signature block, a cc line) is Elena Soto; "WCJ L. Nguyen" with
 * "WCJ Linh Nguyen" in the forwarded notice is Linh Nguyen (and not the applicant Thi Nguyen).
 */
function fullerName(text: string, surname: string, initial = ''): string | null {
  const escaped = surname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A line may wrap between the given name and the surname ("before Judge Nora\nKellerman").
  const pattern = new RegExp(`(?<!\\p{L})(${initial}\\p{Lu}[\\p{Ll}'-]+(?:[ \\t]+\\p{Lu}\\.)?)(?:[ \\t]+|[ \\t]*\\n[ \\t]*)${escaped}(?![\\p{L}'-])`, 'gu');
  for (const match of text.matchAll(pattern)) {
    const given = match[1] ?? '';
    if (!NOT_NAME_WORDS.has(given.toLowerCase()) && !LEADING_TITLE_WORDS.has(given.toLowerCase())) return `${given} ${surname}`;
  }
  return null;
}

const INITIAL_THEN_SURNAME = /^(\p{Lu})\.[ \t]*(\p{Lu}[\p{L}'-]+)$/u;

function withoutInitial(name: string, found: JudgeMention[], text: string): string {
  const [, initial, surname] = INITIAL_THEN_SURNAME.exec(name) ?? [];
  if (!initial || !surname) return name;
  const judge = found.find((entry) => entry.name.endsWith(` ${surname}`) && entry.name.startsWith(initial) && !INITIAL_THEN_SURNAME.test(entry.name));
  return judge?.name ?? fullerName(text, surname, `(?=${initial})`) ?? name;
}

/**
 * The judge's name without "Hon." (for a mediation, the retired judge mediating it). A full name beats a bare surname ("Judge Ortiz"); among several judges, the one
 * a form labels as the judge, then the one written nearest the event (`eventIndex`: where its date is written).
 */
export function findJudgeName(text: string, eventIndex?: number, eventType?: string | null): string | null {
  const all = judgeMentions(text);
  // A mediation's judge is the retired judge who mediates it; any other event's is a sitting judge.
  const neutrals = all.filter((entry) => entry.neutral);
  const found = eventType === 'Mediation' && neutrals.length > 0 ? neutrals : all.filter((entry) => !entry.neutral);
  if (found.length === 0) return null;
  const distance = (entry: JudgeMention) => (eventIndex === undefined ? entry.index : Math.abs(entry.index - eventIndex));
  const rank = (entry: JudgeMention) => (entry.name.includes(' ') ? 0 : 2) + (entry.labelled ? 0 : 1);
  const best = [...found].sort((a, b) => rank(a) - rank(b) || distance(a) - distance(b))[0];
  if (!best) return null;
  return best.name.includes(' ') ? withoutInitial(best.name, found, text) : (fullerName(text, best.name) ?? best.name);
}
