/** Seed 001 §5 and §9: the numbers style analysis and its guidelines follow. */

/** §5: style analysis needs text of at least 100 characters by default. */
export const STYLE_MIN_LENGTH = 100;

/** §9: the top words and phrases limit defaults to 10. */
export const STYLE_TOP_LIMIT = 10;

/** §9: sample text in style guidelines is cut at 300 characters. */
export const STYLE_SAMPLE_CUT = 300;

/** §9 formality: above 0.7 is highly formal, above 0.4 is moderately formal, else casual. */
export const FORMALITY_HIGH = 0.7;
export const FORMALITY_MODERATE = 0.4;

/** §9 other guideline thresholds: above each one the guideline asks for more of it, at or below for less. */
export const STYLE_THRESHOLDS = {
  complexSentenceRatio: 0.5,
  sentenceLengthVariation: 5,
  technicalTermFrequency: 0.05,
  passiveVoiceFrequency: 0.3,
  firstPersonFrequency: 0.1,
  thirdPersonFrequency: 0.2,
  citationFrequency: 0.01,
  legalPhraseFrequency: 0.02,
} as const;

export type ThresholdCharacteristic = keyof typeof STYLE_THRESHOLDS;

/** §8, verbatim with n and the minimum filled in. */
export const styleTooShortMessage = (length: number, minimum: number = STYLE_MIN_LENGTH) =>
  `Text is too short for style analysis (${length} chars). Minimum is ${minimum} chars.`;

/** A draft's average sentence length deviates from the profile's when it differs by more than this share. */
export const SENTENCE_LENGTH_TOLERANCE = 0.3;
