import { describe, expect, it } from 'vitest';
import { analyseStyle, StyleTextTooShortError } from '../../../../domain/legal/style/analyse';
import { headingsInOrder, markersPresent } from '../../../../domain/legal/style/structure';
import { IRAC_MARKERS, PARC_MARKERS } from '../../../../domain/legal/style/vocabulary';

// Four sentences of 6, 11, 9 and 5 words (31 words):
//   "The petition was filed on time."                                              passive (was filed)
//   "We believe the Board erred because the record lacks substantial evidence."    complex (because)
//   "Pursuant to the statute, the award must be rescinded."                         passive (be rescinded)
//   "Therefore, we ask for reconsideration."
const BRIEF =
  'The petition was filed on time. We believe the Board erred because the record lacks substantial evidence. Pursuant to the statute, the award must be rescinded. Therefore, we ask for reconsideration.';

describe('analyseStyle on a fixed text, against values computed by hand', () => {
  const c = analyseStyle(BRIEF);

  it('measures sentences: 31 words over 4 sentences, spread as a population standard deviation', () => {
    expect(c.averageSentenceLength).toBeCloseTo(31 / 4, 4);
    // lengths 6, 11, 9, 5 around 7.75: squares 3.0625 + 10.5625 + 1.5625 + 7.5625 = 22.75; sqrt(22.75 / 4)
    expect(c.sentenceLengthVariation).toBeCloseTo(Math.sqrt(22.75 / 4), 3);
    expect(c.complexSentenceRatio).toBe(0.25);
    expect(c.passiveVoiceFrequency).toBe(0.5);
  });

  it('counts words: "the" five times and "we" twice leave 26 distinct of 31', () => {
    expect(c.vocabularyDiversity).toBeCloseTo(26 / 31, 4);
    expect(c.firstPersonFrequency).toBeCloseTo(2 / 31, 4);
    expect(c.thirdPersonFrequency).toBe(0);
    // petition, evidence, statute, award, rescinded, reconsideration
    expect(c.technicalTermFrequency).toBeCloseTo(6 / 31, 4);
    // "pursuant to", "substantial evidence"
    expect(c.legalPhraseFrequency).toBeCloseTo(2 / 31, 4);
    expect(c.citationFrequency).toBe(0);
    expect(c.transitionPhrases).toEqual([{ phrase: 'therefore', count: 1 }]);
  });

  it('scores formality from parts of speech plus formal markers', () => {
    // 18 words of formal parts of speech (nouns, adjectives, prepositions, determiners), 12 casual (pronouns,
    // verbs, auxiliaries, adverbs), "because" neither: (100 × 6/31 + 100) / 200; plus 5 × 2/31 for "pursuant" and "therefore".
    expect(c.formalityScore).toBeCloseTo((100 * (6 / 31) + 100) / 200 + (5 * 2) / 31, 3);
  });

  it('lists at most 10 top words, most frequent first, then alphabetically, without stop words', () => {
    expect(c.topWords).toHaveLength(10);
    expect(c.topWords[0]).toEqual({ word: 'ask', count: 1 });
    expect(c.topWords.map((entry) => entry.word)).not.toContain('the');
    expect(analyseStyle(BRIEF, { limit: 3 }).topWords.map((entry) => entry.word)).toEqual(['ask', 'award', 'believe']);
  });

  it('ranks repeated words and two-word phrases', () => {
    const text = 'The applicant was injured at work. The applicant returned to work. Permanent disability was rated. Permanent disability remains disputed by the applicant.';
    const r = analyseStyle(text);
    expect(r.topWords[0]).toEqual({ word: 'applicant', count: 3 });
    expect(r.topPhrases).toEqual([{ phrase: 'permanent disability', count: 2 }]);
  });
});

describe('citations are masked before sentences are measured', () => {
  const text =
    'In Brown v. Board of Education (1954) 347 U.S. 483, 495, the Court held segregation unlawful. Id. at p. 495. See also Lab. Code, § 5903 and Smith v. WCAB (2010) 180 Cal.App.4th 1234. The applicant was injured.';
  const c = analyseStyle(text);

  it('does not end sentences inside "Cal.App.4th" or "Id." and does not count citations as words', () => {
    // Sentences with words: 6 ("In … the Court held segregation unlawful"), 3 ("See also … and …"), 4 ("The applicant was injured").
    expect(c.averageSentenceLength).toBeCloseTo(13 / 3, 4);
    expect(c.passiveVoiceFrequency).toBeCloseTo(1 / 3, 4);
  });

  it('counts each citation once per word of prose', () => {
    expect(c.citationFrequency).toBeCloseTo(4 / 13, 4);
  });
});

describe('the minimum length (seed 001 §5, §8)', () => {
  it("refuses a text under 100 characters with the spec's message", () => {
    const short = 'x'.repeat(99);
    expect(() => analyseStyle(short)).toThrow(new StyleTextTooShortError(99, 100));
    expect(() => analyseStyle(short)).toThrow('Text is too short for style analysis (99 chars). Minimum is 100 chars.');
  });

  it('takes exactly 100 characters, and a minimum of its own', () => {
    const text = 'The Board affirmed the award. '.repeat(4).slice(0, 100);
    expect(text).toHaveLength(100);
    expect(() => analyseStyle(text)).not.toThrow();
    expect(() => analyseStyle(text, { minLength: 150 })).toThrow('Text is too short for style analysis (100 chars). Minimum is 150 chars.');
  });
});

describe('IRAC and PARC (seed 001 §5)', () => {
  const irac = 'ISSUE\nWhether the injury is compensable.\n\nRULE\nLabor Code section 3600.\n\nANALYSIS\nThe record shows it arose out of employment.\n\nCONCLUSION\nThe injury is compensable.';

  it('finds the four headings in order', () => {
    expect(headingsInOrder(irac, IRAC_MARKERS)).toBe(true);
    const c = analyseStyle(irac);
    expect(c.argumentStructure.usesIRACMethod).toBe(true);
  });

  it('does not take the headings out of order as headings in order', () => {
    const shuffled = 'CONCLUSION\nCompensable.\nANALYSIS\nIt arose from work.\nRULE\nSection 3600.\nISSUE\nWhether it is compensable.';
    expect(headingsInOrder(shuffled, IRAC_MARKERS)).toBe(false);
  });

  it('takes PARC headings in order (numbered, with colons)', () => {
    const parc = 'I. Problem: the lien is late.\nII. Analysis\nThe filing came after the deadline.\nIII. Rule\nThe regulation sets the deadline.\nIV. Conclusion\nThe lien is barred, and nothing else is at issue in the record here today.';
    expect(headingsInOrder(parc, PARC_MARKERS)).toBe(true);
    expect(analyseStyle(parc).argumentStructure.usesPARCMethod).toBe(true);
  });

  it('needs at least 3 markers in running text', () => {
    const three = 'The issue here is narrow. The rule is settled by statute and the cases that apply it to claims. In conclusion, the petition fails.';
    expect(markersPresent(three, IRAC_MARKERS)).toBe(3);
    expect(analyseStyle(three).argumentStructure.usesIRACMethod).toBe(true);
    const two = 'The issue here is narrow. The rule is settled by statute and the cases that apply it to claims, so the petition fails on its face.';
    expect(markersPresent(two, IRAC_MARKERS)).toBe(2);
    expect(analyseStyle(two).argumentStructure).toEqual({ usesIRACMethod: false, usesPARCMethod: false });
  });
});
