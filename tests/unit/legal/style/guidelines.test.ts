import { describe, expect, it } from 'vitest';
import { compareStyle } from '../../../../domain/legal/style/compare';
import { cutSample, formalityLabel, styleGuidelines } from '../../../../domain/legal/style/guidelines';
import type { StyleCharacteristics } from '../../../../domain/legal/types';

const base: StyleCharacteristics = {
  averageSentenceLength: 20,
  sentenceLengthVariation: 4,
  complexSentenceRatio: 0.4,
  vocabularyDiversity: 0.6,
  formalityScore: 0.8,
  technicalTermFrequency: 0.04,
  passiveVoiceFrequency: 0.2,
  firstPersonFrequency: 0.05,
  thirdPersonFrequency: 0.1,
  citationFrequency: 0.005,
  legalPhraseFrequency: 0.01,
  argumentStructure: { usesIRACMethod: false, usesPARCMethod: false },
  topWords: [],
  topPhrases: [],
  transitionPhrases: [],
};

describe('formalityLabel (seed 001 §9)', () => {
  it('is highly formal above 0.7, moderately formal above 0.4, else casual', () => {
    expect(formalityLabel(0.71)).toBe('highly formal');
    expect(formalityLabel(0.7)).toBe('moderately formal');
    expect(formalityLabel(0.41)).toBe('moderately formal');
    expect(formalityLabel(0.4)).toBe('casual');
    expect(formalityLabel(0)).toBe('casual');
  });
});

describe('styleGuidelines', () => {
  it('says each side of every §9 threshold', () => {
    const below = styleGuidelines(base);
    expect(below).toContain('Prefer the active voice.');
    expect(below).toContain('Prefer simple, direct sentences over subordinate clauses.');
    expect(below).toContain('Keep sentences of a similar length.');
    expect(below[0]).toBe('Write in a highly formal tone (formality 0.80 on a scale of 0 to 1).');
    const above = styleGuidelines({
      ...base,
      complexSentenceRatio: 0.51,
      sentenceLengthVariation: 5.1,
      technicalTermFrequency: 0.051,
      passiveVoiceFrequency: 0.31,
      firstPersonFrequency: 0.11,
      thirdPersonFrequency: 0.21,
      citationFrequency: 0.011,
      legalPhraseFrequency: 0.021,
      argumentStructure: { usesIRACMethod: true, usesPARCMethod: false },
    });
    expect(above).toEqual(
      expect.arrayContaining([
        'Vary sentence length: mix short sentences with long ones.',
        'Use complex sentences with subordinate clauses often.',
        'Use legal and technical terms freely.',
        'Passive voice is common in this style; use it where it reads naturally.',
        'Write in the first person ("I", "we").',
        'Refer to people and parties in the third person.',
        'Support each point with citations to authority.',
        'Use customary legal phrases (for example "pursuant to", "substantial evidence").',
        'Structure arguments as Issue, Rule, Analysis, Conclusion (IRAC).',
      ]),
    );
  });

  it('cuts the sample text at 300 characters', () => {
    const sample = 'a'.repeat(299) + 'bc';
    expect(cutSample(sample)).toBe(`${'a'.repeat(299)}b…`);
    expect(cutSample('short sample')).toBe('short sample');
    expect(styleGuidelines(base, sample).at(-1)).toBe(`A sample of the writing: "${'a'.repeat(299)}b…"`);
  });
});

describe('compareStyle', () => {
  it('finds no deviation from itself', () => {
    expect(compareStyle(base, base)).toEqual([]);
  });

  it('reports a threshold crossed, a formality label changed, longer sentences and a lost IRAC', () => {
    const draft = { ...base, passiveVoiceFrequency: 0.45, formalityScore: 0.5, averageSentenceLength: 27, argumentStructure: { usesIRACMethod: false, usesPARCMethod: false } };
    const profile = { ...base, argumentStructure: { usesIRACMethod: true, usesPARCMethod: false } };
    const deviations = compareStyle(draft, profile);
    expect(deviations.map((d) => d.characteristic)).toEqual(['formalityScore', 'averageSentenceLength', 'passiveVoiceFrequency', 'argumentStructure.usesIRACMethod']);
    expect(deviations[0]!.message).toBe('The draft reads as moderately formal; the profile is highly formal.');
    expect(deviations[1]!.message).toBe('Sentences are longer than in the profile: 27.0 words on average against 20.0.');
    expect(deviations[2]).toEqual({ characteristic: 'passiveVoiceFrequency', expected: '20.0% of sentences', actual: '45.0% of sentences', message: "Passive voice: more than the profile's style (45.0% of sentences against 20.0% of sentences)." });
  });

  it('allows sentences within 30% of the profile', () => {
    expect(compareStyle({ ...base, averageSentenceLength: 26 }, base)).toEqual([]);
    expect(compareStyle({ ...base, averageSentenceLength: 13.9 }, base).map((d) => d.characteristic)).toEqual(['averageSentenceLength']);
  });
});
