/**
 * Statutes and regulations as California practice cites them: "Lab. Code, § 5903", "Labor Code section 5502,
 * subdivision (d)(3)", "Code Civ. Proc. § 1005", "Cal. Code Regs., tit. 8, § 10605", "8 CCR 10832", and the
 * federal codes of reporters-db's laws.json ("42 U.S.C. § 1983", "29 C.F.R. § 1910.1200").
 */
import type { FoundCitation } from '../types';
import { lawSpellings, spellingAlternation } from './reporters';

/** California codes: the California Style Manual abbreviation and the name written out. */
export const CALIFORNIA_CODES: readonly [abbreviation: string, longName: string][] = [
  ['Lab. Code', 'Labor Code'],
  ['Code Civ. Proc.', 'Code of Civil Procedure'],
  ['Civ. Code', 'Civil Code'],
  ['Evid. Code', 'Evidence Code'],
  ['Gov. Code', 'Government Code'],
  ['Pen. Code', 'Penal Code'],
  ['Bus. & Prof. Code', 'Business and Professions Code'],
  ['Ins. Code', 'Insurance Code'],
  ['Veh. Code', 'Vehicle Code'],
  ['Fam. Code', 'Family Code'],
  ['Prob. Code', 'Probate Code'],
  ['Welf. & Inst. Code', 'Welfare and Institutions Code'],
  ['Health & Saf. Code', 'Health and Safety Code'],
  ['Rev. & Tax. Code', 'Revenue and Taxation Code'],
  ['Corp. Code', 'Corporations Code'],
  ['Com. Code', 'Commercial Code'],
  ['Unemp. Ins. Code', 'Unemployment Insurance Code'],
  ['Educ. Code', 'Education Code'],
  ['Elec. Code', 'Elections Code'],
  ['Pub. Resources Code', 'Public Resources Code'],
  ['Pub. Util. Code', 'Public Utilities Code'],
  ['Fin. Code', 'Financial Code'],
];

const codeByName = new Map<string, string>();
for (const [abbreviation, longName] of CALIFORNIA_CODES) {
  codeByName.set(abbreviation.replace(/\s+/g, '').toLowerCase(), abbreviation);
  codeByName.set(longName.replace(/\s+/g, '').toLowerCase(), abbreviation);
  // Bluebook: "Cal. Lab. Code"
  codeByName.set(`cal.${abbreviation}`.replace(/\s+/g, '').toLowerCase(), abbreviation);
}

const CODE = spellingAlternation(CALIFORNIA_CODES.flatMap(([a, l]) => [a, l]));
const SECTION = String.raw`\d+[a-z]?(?:\.\d+[a-z]?)*(?:\s?\((?:[a-z]{1,3}|\d{1,3}|[A-Z])\))*`;
const SECTION_MARK = String.raw`(?:§§?|[Ss]ections?|[Ss]ecs?\.)`;
const SUBDIVISION = String.raw`(?:,?\s(?:subdivisions?|subds?\.)\s?((?:\((?:[a-z]{1,3}|\d{1,3}|[A-Z])\))+))?`;

/** Further sections after "§§ 3600": ", 3602", " and 3602". */
const MORE_SECTIONS = String.raw`((?:,?\s(?:and\s|or\s)?\d+[a-z]?(?:\.\d+[a-z]?)*(?!\w|\.\d))*)`;

const californiaStatute = new RegExp(
  String.raw`(?<![\w]|[&.]\s)(?:Cal\.\s?)?(${CODE}),?\s${SECTION_MARK}\s?(${SECTION})${SUBDIVISION}${MORE_SECTIONS}`,
  'g',
);
const federalCode = new RegExp(
  String.raw`(?<![\w.])(\d{1,3})\s(${spellingAlternation([...lawSpellings('U.S.C.'), ...lawSpellings('C.F.R.')])}),?\s?(?:${SECTION_MARK}\s?)?(${SECTION})`,
  'g',
);
const regsTitleFirst = new RegExp(
  String.raw`(?<![\w])(?:Cal(?:\.|ifornia)\s?Code\s?(?:Regs\.|of\sRegulations)|C\.?C\.?R\.?),?\s(?:tit\.|title)\s?(\d{1,2}),?\s${SECTION_MARK}\s?(${SECTION})`,
  'g',
);
const regsTitleBefore = new RegExp(
  String.raw`(?<![\w])(?:tit\.|[Tt]itle)\s?(\d{1,2}),?\s(?:of\s(?:the\s)?)?(?:Cal(?:\.|ifornia)\s?Code\s?(?:Regs\.|of\sRegulations)|C\.?C\.?R\.?),?\s${SECTION_MARK}\s?(${SECTION})`,
  'g',
);
const regsShort = new RegExp(String.raw`(?<![\w.])(\d{1,2})\s(?:CCR|C\.C\.R\.|Cal\.\s?Code\s?Regs\.)\s?(?:§§?\s?)?(${SECTION})`, 'g');

const tidySection = (section: string): string => section.replace(/\s+/g, '');

function candidate(match: RegExpExecArray, kind: FoundCitation['kind'], normalized: string, parts: FoundCitation['parts']): FoundCitation {
  return { text: match[0], kind, start: match.index, end: match.index + match[0].length, normalized, parts };
}

/** Statute and regulation citations in the text (unsorted, may overlap each other). */
export function findStatutes(text: string): FoundCitation[] {
  const found: FoundCitation[] = [];
  for (const m of text.matchAll(californiaStatute)) {
    const code = codeByName.get((m[1] ?? '').replace(/\s+/g, '').toLowerCase()) ?? (m[1] ?? '');
    const section = tidySection(m[2] ?? '');
    const subdivision = m[3] ? tidySection(m[3]) : undefined;
    const more = (m[4] ?? '').match(/\d+[a-z]?(?:\.\d+[a-z]?)*/g) ?? [];
    const sections = [section + (subdivision ?? ''), ...more].join(', ');
    found.push(
      candidate(m, 'statute', `${code} ${more.length > 0 ? '§§' : '§'} ${sections}`, {
        code,
        section,
        ...(subdivision ? { subdivision } : {}),
      }),
    );
  }
  for (const m of text.matchAll(federalCode)) {
    const isCfr = /C\.?\s?F\.?\s?R/.test(m[2] ?? '');
    const code = isCfr ? 'C.F.R.' : 'U.S.C.';
    const section = tidySection(m[3] ?? '');
    found.push(
      candidate(m, isCfr ? 'regulation' : 'statute', `${m[1]} ${code} § ${section}`, { title: m[1], code, section }),
    );
  }
  for (const pattern of [regsTitleFirst, regsTitleBefore, regsShort]) {
    for (const m of text.matchAll(pattern)) {
      const section = tidySection(m[2] ?? '');
      found.push(
        candidate(m, 'regulation', `Cal. Code Regs., tit. ${m[1]}, § ${section}`, {
          code: 'Cal. Code Regs.',
          title: m[1],
          section,
        }),
      );
    }
  }
  return found;
}
