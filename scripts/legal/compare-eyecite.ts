/**
 * Compares extractCitations with eyecite's stored output (tests/fixtures/legal/corpus/eyecite.json) on the citation
 * types both recognise: full case citations, short case citations, "Id.", "supra", and the federal codes eyecite's
 * laws data knows (U.S.C., C.F.R.). California statutes and regulations, WCAB numbers and bare case names are not
 * compared: eyecite does not recognise them (it reports a California "§" only as an unknown citation).
 * A citation of ours counts as agreeing when its span overlaps one of eyecite's of a matching type, and the other way round.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { extractCitations } from '../../domain/legal/citations/extract';
import type { CitationKind, FoundCitation } from '../../domain/legal/types';

export const CORPUS_DIR = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'legal', 'corpus');

export interface EyeciteCitation {
  type: string;
  start: number;
  end: number;
  text: string;
}

export interface EyeciteOutput {
  command: string;
  eyecite: string;
  reportersDb: string;
  timing: { rounds: number; chars: number; seconds: number; charsPerSecond: number };
  documents: Record<string, EyeciteCitation[]>;
}

/** Which of eyecite's types each of our kinds may agree with. */
const COMPATIBLE: Partial<Record<CitationKind, string[]>> = {
  case: ['FullCaseCitation'],
  short_case: ['ShortCaseCitation'],
  supra: ['SupraCitation', 'ShortCaseCitation'],
  id: ['IdCitation'],
  statute: ['FullLawCitation'],
  regulation: ['FullLawCitation'],
};
const COMPARED_EYECITE = new Set(['FullCaseCitation', 'ShortCaseCitation', 'SupraCitation', 'IdCitation', 'FullLawCitation']);

function compared(c: FoundCitation): boolean {
  if (c.kind === 'statute' || c.kind === 'regulation') return c.parts.code === 'U.S.C.' || c.parts.code === 'C.F.R.';
  return COMPATIBLE[c.kind] !== undefined;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean =>
  a.start < b.end && b.start < a.end;

export interface Disagreement {
  document: string;
  side: 'ours only' | 'eyecite only';
  type: string;
  text: string;
}

export interface Comparison {
  ours: number;
  eyecite: number;
  oursAgreeing: number;
  eyeciteAgreeing: number;
  precision: number;
  recall: number;
  disagreements: Disagreement[];
}

/** The texts and eyecite.json of a corpus directory: the corpus by default, or e.g. tests/fixtures/legal/held-out. */
export function loadCorpus(directory = CORPUS_DIR): { texts: Record<string, string>; eyecite: EyeciteOutput } {
  const texts: Record<string, string> = {};
  for (const name of readdirSync(directory).filter((n) => n.endsWith('.txt')).sort()) {
    texts[name] = readFileSync(join(directory, name), 'utf8');
  }
  const eyecite = JSON.parse(readFileSync(join(directory, 'eyecite.json'), 'utf8')) as EyeciteOutput;
  return { texts, eyecite };
}

export function compareWithEyecite(texts: Record<string, string>, eyecite: EyeciteOutput): Comparison {
  let ours = 0;
  let theirs = 0;
  let oursAgreeing = 0;
  let eyeciteAgreeing = 0;
  const disagreements: Disagreement[] = [];
  for (const [document, text] of Object.entries(texts)) {
    const mine = extractCitations(text).filter(compared);
    const reference = (eyecite.documents[document] ?? []).filter((c) => COMPARED_EYECITE.has(c.type));
    ours += mine.length;
    theirs += reference.length;
    for (const c of mine) {
      const types = COMPATIBLE[c.kind] ?? [];
      if (reference.some((r) => types.includes(r.type) && overlaps(c, r))) oursAgreeing++;
      else disagreements.push({ document, side: 'ours only', type: c.kind, text: c.text });
    }
    for (const r of reference) {
      if (mine.some((c) => (COMPATIBLE[c.kind] ?? []).includes(r.type) && overlaps(c, r))) eyeciteAgreeing++;
      else disagreements.push({ document, side: 'eyecite only', type: r.type, text: r.text });
    }
  }
  return {
    ours,
    eyecite: theirs,
    oursAgreeing,
    eyeciteAgreeing,
    precision: ours === 0 ? 0 : oursAgreeing / ours,
    recall: theirs === 0 ? 0 : eyeciteAgreeing / theirs,
    disagreements,
  };
}
