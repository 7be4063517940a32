import type { StyleCharacteristics } from '../types';
import { FORMALITY_HIGH, FORMALITY_MODERATE, STYLE_SAMPLE_CUT, STYLE_THRESHOLDS } from './constants';

export type FormalityLabel = 'highly formal' | 'moderately formal' | 'casual';

/** Seed 001 §9: above 0.7 highly formal, above 0.4 moderately formal, else casual. */
export function formalityLabel(score: number): FormalityLabel {
  if (score > FORMALITY_HIGH) return 'highly formal';
  if (score > FORMALITY_MODERATE) return 'moderately formal';
  return 'casual';
}

const percent = (value: number) => `${Math.round(value * 100)}%`;
const listed = (items: readonly string[]) => items.map((item) => `"${item}"`).join(', ');

/** Cuts the sample at 300 characters (seed 001 §9), marking the cut. */
export function cutSample(sample: string): string {
  const trimmed = sample.trim();
  return trimmed.length <= STYLE_SAMPLE_CUT ? trimmed : `${trimmed.slice(0, STYLE_SAMPLE_CUT)}…`;
}

/**
 * The style as sentences a drafting prompt can carry, one per characteristic, each side of the §9 thresholds;
 * with a sample of the writing (cut at 300 characters) when one is given.
 */
export function styleGuidelines(c: StyleCharacteristics, sampleText?: string): string[] {
  const t = STYLE_THRESHOLDS;
  const lines = [
    `Write in a ${formalityLabel(c.formalityScore)} tone (formality ${c.formalityScore.toFixed(2)} on a scale of 0 to 1).`,
    `Aim for sentences of about ${Math.round(c.averageSentenceLength)} words.`,
    c.sentenceLengthVariation > t.sentenceLengthVariation ? 'Vary sentence length: mix short sentences with long ones.' : 'Keep sentences of a similar length.',
    c.complexSentenceRatio > t.complexSentenceRatio ? 'Use complex sentences with subordinate clauses often.' : 'Prefer simple, direct sentences over subordinate clauses.',
    c.technicalTermFrequency > t.technicalTermFrequency ? 'Use legal and technical terms freely.' : 'Use few technical terms; explain them in plain words.',
    c.passiveVoiceFrequency > t.passiveVoiceFrequency ? 'Passive voice is common in this style; use it where it reads naturally.' : 'Prefer the active voice.',
    c.firstPersonFrequency > t.firstPersonFrequency ? 'Write in the first person ("I", "we").' : 'Avoid the first person.',
    c.thirdPersonFrequency > t.thirdPersonFrequency ? 'Refer to people and parties in the third person.' : 'Use third-person pronouns sparingly; name the parties.',
    c.citationFrequency > t.citationFrequency ? 'Support each point with citations to authority.' : 'Cite authority only where a point needs it.',
    c.legalPhraseFrequency > t.legalPhraseFrequency ? 'Use customary legal phrases (for example "pursuant to", "substantial evidence").' : 'Avoid legal set phrases; say it in plain words.',
  ];
  if (c.argumentStructure.usesIRACMethod) lines.push('Structure arguments as Issue, Rule, Analysis, Conclusion (IRAC).');
  else if (c.argumentStructure.usesPARCMethod) lines.push('Structure arguments as Problem, Analysis, Rule, Conclusion (PARC).');
  if (c.transitionPhrases.length > 0) lines.push(`Favoured transitions: ${listed(c.transitionPhrases.map((entry) => entry.phrase))}.`);
  if (c.topPhrases.length > 0) lines.push(`Recurring phrases: ${listed(c.topPhrases.map((entry) => entry.phrase))}.`);
  if (c.topWords.length > 0) lines.push(`Frequent words: ${listed(c.topWords.map((entry) => entry.word))}.`);
  if (c.vocabularyDiversity > 0) lines.push(`Vocabulary diversity: ${percent(c.vocabularyDiversity)} of words are distinct.`);
  if (sampleText?.trim()) lines.push(`A sample of the writing: "${cutSample(sampleText)}"`);
  return lines;
}
