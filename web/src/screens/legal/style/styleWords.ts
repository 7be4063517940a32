import type { StyleCharacteristics } from '../api/styles';

/** Style characteristics in plain words: word frequencies shown per 100 words, passive voice as a share of sentences. */

const one = (value: number) => (Math.round(value * 10) / 10).toLocaleString();
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
const per100 = (perWord: number) => `${one(perWord * 100)} per 100 words`;

export interface CharacteristicLine {
  key: string;
  label: string;
  value: string;
}

export function characteristicLines(c: StyleCharacteristics): CharacteristicLine[] {
  return [
    { key: 'averageSentenceLength', label: 'Average sentence length', value: `${one(c.averageSentenceLength)} words` },
    { key: 'sentenceLengthVariation', label: 'Sentence length variation', value: `${one(c.sentenceLengthVariation)} words either way` },
    { key: 'complexSentenceRatio', label: 'Complex sentences', value: `${percent(c.complexSentenceRatio)} of sentences` },
    { key: 'vocabularyDiversity', label: 'Vocabulary diversity', value: `${percent(c.vocabularyDiversity)} different words` },
    { key: 'formalityScore', label: 'Formality', value: `${c.formalityScore.toFixed(2)} of 1` },
    { key: 'technicalTermFrequency', label: 'Technical terms', value: per100(c.technicalTermFrequency) },
    { key: 'passiveVoiceFrequency', label: 'Passive voice', value: `${percent(c.passiveVoiceFrequency)} of sentences` },
    { key: 'firstPersonFrequency', label: 'First person (I, we)', value: per100(c.firstPersonFrequency) },
    { key: 'thirdPersonFrequency', label: 'Third person (he, she, they)', value: per100(c.thirdPersonFrequency) },
    { key: 'citationFrequency', label: 'Citations', value: per100(c.citationFrequency) },
    { key: 'legalPhraseFrequency', label: 'Legal phrases', value: per100(c.legalPhraseFrequency) },
    { key: 'irac', label: 'IRAC (issue, rule, analysis, conclusion)', value: c.argumentStructure.usesIRACMethod ? 'Yes' : 'No' },
    { key: 'parc', label: 'PARC (problem, analysis, rule, conclusion)', value: c.argumentStructure.usesPARCMethod ? 'Yes' : 'No' },
  ];
}

/** The guidelines as paragraphs, whether the API sends one text or a list. */
export function guidelineLines(guidelines: string | string[]): string[] {
  const list = Array.isArray(guidelines) ? guidelines : guidelines.split('\n');
  return list.map((line) => line.trim()).filter(Boolean);
}
