/** The fake case-law services' corpus (cases.json) and the reporters the fake CourtListener knows. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface FakeCourt {
  capId: number;
  name: string;
  nameAbbreviation: string;
  clName?: string;
  clCitation: string;
  jurisdiction: string;
}

export interface FakeCase {
  /** null: not in the Caselaw Access Project (e.g. decided after its collection ends). */
  capId: number | null;
  /** null: not in CourtListener. */
  clusterId: number | null;
  opinionId?: number;
  docketId?: number;
  name: string;
  nameAbbreviation: string;
  decisionDate: string;
  docketNumber: string;
  /** A key of the corpus's courts (also CourtListener's court id). */
  court: string;
  /** The CAP reporter slug. */
  reporter: string;
  volume: string;
  firstPage: string;
  lastPage: string;
  citations: { type: 'official' | 'parallel'; cite: string }[];
  judges: string[];
  headMatter: string;
  opinions: { type: string; author: string; text: string }[];
}

export interface Corpus {
  courts: Record<string, FakeCourt>;
  jurisdictions: Record<string, { id: number; name: string; name_long: string; slug: string }>;
  reporters: { id: number; slug: string; full_name: string; short_name: string; start_year: number; end_year: number; jurisdiction: string }[];
  cases: FakeCase[];
}

export function loadFakeCorpus(): Corpus {
  return JSON.parse(readFileSync(path.join(here, 'cases.json'), 'utf8')) as Corpus;
}

/**
 * Reporters the fake CourtListener knows, as CourtListener normalizes them (reporters-db spellings). A
 * citation in a text with a reporter outside this list is not recognised at all (eyecite would not parse it),
 * as Cal.Comp.Cases and WCAB panel decisions are not.
 */
export const FAKE_COURTLISTENER_REPORTERS = [
  'U.S.', 'S. Ct.', 'L. Ed.', 'L. Ed. 2d', 'F.', 'F.2d', 'F.3d', 'F.4th', 'F. Supp.', 'F. Supp. 2d', 'F. Supp. 3d',
  'Cal.', 'Cal. 2d', 'Cal. 3d', 'Cal. 4th', 'Cal. 5th', 'Cal. App.', 'Cal. App. 2d', 'Cal. App. 3d', 'Cal. App. 4th', 'Cal. App. 5th',
  'Cal. Rptr.', 'Cal. Rptr. 2d', 'Cal. Rptr. 3d', 'P.', 'P.2d', 'P.3d', 'N.Y.', 'N.Y.2d', 'N.Y.3d', 'N.E.', 'N.E.2d', 'N.E.3d',
  'Tex.', 'S.W.', 'S.W.2d', 'S.W.3d', 'Ill.', 'Ill. 2d', 'Pa.', 'A.', 'A.2d', 'A.3d', 'Mass.', 'Ohio St.', 'Ohio St. 2d', 'Ohio St. 3d',
];
export const reporterKey = (reporter: string): string => reporter.replace(/[\s.]/g, '').toLowerCase();
export const KNOWN_REPORTERS = new Map(FAKE_COURTLISTENER_REPORTERS.map((r) => [reporterKey(r), r]));

/** "<volume> <reporter> <page>": a reporter is abbreviation tokens ending in a period, and series like 2d / 4th. */
export const CITE_PATTERN = /\b(\d{1,4})\s+((?:[A-Z][A-Za-z]*\.\s?|\d(?:d|nd|rd|th)\b\s?)+)\s*(\d{1,5})\b/g;

export const slugify = (name: string): string =>
  name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 75);

export function fileName(kase: FakeCase, all: FakeCase[]): string {
  const samePage = all.filter((c) => c.capId !== null && c.reporter === kase.reporter && c.volume === kase.volume && c.firstPage === kase.firstPage);
  const index = samePage.indexOf(kase) + 1;
  return `${kase.firstPage.padStart(4, '0')}-${String(index).padStart(2, '0')}`;
}
