import type { CheckedCitation, CitationProblem } from '../../../../../domain/chat/views';

/** The contract's plain words for what the check found wrong with a sentence. */
export const CITATION_PROBLEM_WORDS: Readonly<Record<CitationProblem, string>> = {
  'unknown-source': 'cites a source that was not given',
  'quote-not-found': 'the quoted words are not in the source',
  'figures-differ': 'a number or date is not in the source',
  'not-supported': 'the source does not say this',
};

/** "Check this sentence: the source does not say this; a number or date is not in the source." */
export function describeCitationProblems(citation: Pick<CheckedCitation, 'problems' | 'quotes'>): string {
  const words = citation.problems.map((problem) => CITATION_PROBLEM_WORDS[problem]);
  if (words.length === 0 && citation.quotes.some((quote) => !quote.found)) words.push(CITATION_PROBLEM_WORDS['quote-not-found']);
  if (words.length === 0) words.push(CITATION_PROBLEM_WORDS['not-supported']);
  return `Check this sentence: ${words.join('; ')}.`;
}
