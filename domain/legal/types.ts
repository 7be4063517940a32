/** Shapes of legal research and writing shared by the API and the browser (seed 001 §3). */

/** A case search query (seed 001 §3): dates are ISO days (YYYY-MM-DD). */
export interface CaseSearchQuery {
  query: string;
  jurisdiction?: string;
  court?: string;
  dateRange?: { start?: string; end?: string };
  limit?: number;
}

/** Where a case result came from: the Caselaw Access Project's static files, CourtListener, or the built-in list. */
export type CaseSource = 'caselaw' | 'courtlistener' | 'landmark';

/** A case law result (seed 001 §3); `date` is an ISO day, `relevance` 0–1. */
export interface CaseLawResult {
  id: string;
  name: string;
  citation: string;
  court: string;
  date: string;
  summary: string;
  url: string;
  relevance: number;
  source: CaseSource;
}

/** How each service answered one search: asked and answered, asked and failed, or not asked. */
export type CaseSourceOutcome = 'answered' | 'failed' | 'skipped';

export interface CaseSourceOutcomes {
  caselaw: CaseSourceOutcome;
  courtlistener: CaseSourceOutcome;
}

/**
 * What a citation is: a full case citation ("347 U.S. 483"), a short case form ("347 U.S. at 495"), "Id."
 * / "Ibid.", "supra", a statute ("Lab. Code, § 5903"), a regulation ("Cal. Code Regs., tit. 8, § 10605"),
 * a WCAB panel decision, or a bare case name ("Brown v. Board of Education").
 */
export type CitationKind = 'case' | 'short_case' | 'id' | 'supra' | 'statute' | 'regulation' | 'wcab' | 'case_name';

/** One citation found in a text; `start`/`end` are UTF-16 offsets into that text (end exclusive). */
export interface FoundCitation {
  text: string;
  kind: CitationKind;
  start: number;
  end: number;
  /** A stable form for comparing and looking up, e.g. "347 U.S. 483", "Lab. Code § 5903". */
  normalized: string;
  parts: {
    volume?: string;
    reporter?: string;
    page?: string;
    pinpoint?: string;
    year?: string;
    caseName?: string;
    code?: string;
    title?: string;
    section?: string;
    subdivision?: string;
  };
  /** For a short form: the index (in the same list) of the full citation it refers to, when known. */
  antecedent?: number;
}

/**
 * A citation's checked state: verified by CourtListener, ambiguous there (several cases), not in its
 * database, an unknown reporter, found in the firm's own documents, or unverified (nobody could confirm it).
 */
export type CitationState = 'verified' | 'ambiguous' | 'not_found' | 'invalid_reporter' | 'in_firm_documents' | 'unverified';

export interface CheckedLegalCitation extends FoundCitation {
  state: CitationState;
  source: 'courtlistener' | 'firm_documents' | null;
  url: string | null;
  detail: {
    /** The state in plain words, shown next to the citation. */
    message: string;
    caseName?: string;
    documentId?: string;
    documentTitle?: string;
    candidates?: { name: string; url: string }[];
  };
}

/** The style characteristics of seed 001 §3; frequencies are per word, ratios 0–1. */
export interface StyleCharacteristics {
  averageSentenceLength: number;
  sentenceLengthVariation: number;
  complexSentenceRatio: number;
  vocabularyDiversity: number;
  formalityScore: number;
  technicalTermFrequency: number;
  passiveVoiceFrequency: number;
  firstPersonFrequency: number;
  thirdPersonFrequency: number;
  citationFrequency: number;
  legalPhraseFrequency: number;
  argumentStructure: { usesIRACMethod: boolean; usesPARCMethod: boolean };
  topWords: { word: string; count: number }[];
  topPhrases: { phrase: string; count: number }[];
  transitionPhrases: { phrase: string; count: number }[];
}
