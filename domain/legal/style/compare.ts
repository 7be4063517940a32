import type { StyleCharacteristics } from '../types';
import { SENTENCE_LENGTH_TOLERANCE, STYLE_THRESHOLDS, type ThresholdCharacteristic } from './constants';
import { formalityLabel } from './guidelines';

export interface StyleDeviation {
  characteristic: string;
  expected: string;
  actual: string;
  message: string;
}

/** What each thresholded characteristic is called in a message, and its unit. */
const DESCRIBED: Record<ThresholdCharacteristic, { name: string; per: 'words' | 'sentences' | 'spread' }> = {
  complexSentenceRatio: { name: 'Complex sentences', per: 'sentences' },
  sentenceLengthVariation: { name: 'Variation in sentence length', per: 'spread' },
  technicalTermFrequency: { name: 'Technical terms', per: 'words' },
  passiveVoiceFrequency: { name: 'Passive voice', per: 'sentences' },
  firstPersonFrequency: { name: 'First-person words', per: 'words' },
  thirdPersonFrequency: { name: 'Third-person pronouns', per: 'words' },
  citationFrequency: { name: 'Citations', per: 'words' },
  legalPhraseFrequency: { name: 'Legal phrases', per: 'words' },
};

const shown = (value: number, per: 'words' | 'sentences' | 'spread') =>
  per === 'spread' ? `${value.toFixed(1)} words` : `${(value * 100).toFixed(1)}% of ${per}`;

/**
 * Where a draft departs from a style profile: a different formality label; a §9 guideline threshold the
 * profile is on one side of and the draft on the other; sentences more than 30% longer or shorter on
 * average; an IRAC or PARC structure the profile uses and the draft does not.
 */
export function compareStyle(c: StyleCharacteristics, profile: StyleCharacteristics): StyleDeviation[] {
  const deviations: StyleDeviation[] = [];
  const expectedLabel = formalityLabel(profile.formalityScore);
  const actualLabel = formalityLabel(c.formalityScore);
  if (expectedLabel !== actualLabel) {
    deviations.push({
      characteristic: 'formalityScore',
      expected: `${expectedLabel} (${profile.formalityScore.toFixed(2)})`,
      actual: `${actualLabel} (${c.formalityScore.toFixed(2)})`,
      message: `The draft reads as ${actualLabel}; the profile is ${expectedLabel}.`,
    });
  }
  const expectedLength = profile.averageSentenceLength;
  if (expectedLength > 0 && Math.abs(c.averageSentenceLength - expectedLength) / expectedLength > SENTENCE_LENGTH_TOLERANCE) {
    deviations.push({
      characteristic: 'averageSentenceLength',
      expected: `${expectedLength.toFixed(1)} words`,
      actual: `${c.averageSentenceLength.toFixed(1)} words`,
      message: `Sentences are ${c.averageSentenceLength > expectedLength ? 'longer' : 'shorter'} than in the profile: ${c.averageSentenceLength.toFixed(1)} words on average against ${expectedLength.toFixed(1)}.`,
    });
  }
  for (const key of Object.keys(STYLE_THRESHOLDS) as ThresholdCharacteristic[]) {
    const threshold = STYLE_THRESHOLDS[key];
    const expected = profile[key];
    const actual = c[key];
    if (expected > threshold === actual > threshold) continue;
    const { name, per } = DESCRIBED[key];
    deviations.push({
      characteristic: key,
      expected: shown(expected, per),
      actual: shown(actual, per),
      message: `${name}: ${actual > threshold ? 'more' : 'less'} than the profile's style (${shown(actual, per)} against ${shown(expected, per)}).`,
    });
  }
  for (const [key, name] of [['usesIRACMethod', 'IRAC (Issue, Rule, Analysis, Conclusion)'], ['usesPARCMethod', 'PARC (Problem, Analysis, Rule, Conclusion)']] as const) {
    if (profile.argumentStructure[key] && !c.argumentStructure[key]) {
      deviations.push({ characteristic: `argumentStructure.${key}`, expected: 'yes', actual: 'no', message: `The profile structures arguments as ${name}; the draft does not.` });
    }
  }
  return deviations;
}
