import winkNLP, { type ItemSentence, type ItemToken, type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { extractCitations } from '../citations/extract';
import type { StyleCharacteristics } from '../types';
import { STYLE_MIN_LENGTH, STYLE_TOP_LIMIT, styleTooShortMessage } from './constants';
import { argumentStructure } from './structure';
import { FIRST_PERSON, FORMAL_MARKERS, INFORMAL_MARKERS, LEGAL_PHRASES, PASSIVE_AUXILIARY_LEMMAS, SUBORDINATORS, TECHNICAL_TERMS, THIRD_PERSON, TRANSITION_PHRASES } from './vocabulary';

const nlp = winkNLP(model);
const its = nlp.its;
/** The lemma add-on's declared type does not fit `out`; at run time it is an ordinary token property. */
const lemmaOf = its.lemma as unknown as ItsFunction<string>;

/** The text is shorter than style analysis needs (seed 001 §5, §8). */
export class StyleTextTooShortError extends Error {
  constructor(
    readonly length: number,
    readonly minimum: number,
  ) {
    super(styleTooShortMessage(length, minimum));
    this.name = 'StyleTextTooShortError';
  }
}

interface Word {
  text: string;
  lower: string;
  pos: string;
  lemma: string;
  stop: boolean;
}

interface Sentence {
  words: Word[];
  /** Tokens with punctuation, in order, for passive voice and phrases. */
  tokens: Word[];
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const share = (part: number, whole: number) => (whole === 0 ? 0 : round(part / whole));

function readSentences(masked: string): Sentence[] {
  const sentences: Sentence[] = [];
  nlp.readDoc(masked).sentences().each((sentence: ItemSentence) => {
    const tokens: Word[] = [];
    const words: Word[] = [];
    sentence.tokens().each((token: ItemToken) => {
      const type = token.out(its.type);
      const text = token.out();
      const item: Word = { text, lower: text.toLowerCase(), pos: token.out(its.pos), lemma: token.out(lemmaOf), stop: token.out(its.stopWordFlag) as unknown as boolean };
      tokens.push(type === 'word' ? item : { ...item, pos: type === 'punctuation' ? 'PUNCT' : item.pos });
      if (type === 'word') words.push(item);
    });
    if (words.length > 0) sentences.push({ words, tokens });
  });
  return sentences;
}

/** "be"/"get" (any form), then perhaps adverbs or "not", then a past participle: a verb not in its base form, not an -ing form. */
function hasPassive(tokens: readonly Word[]): boolean {
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (!(token.pos === 'AUX' || token.pos === 'VERB') || !PASSIVE_AUXILIARY_LEMMAS.has(token.lemma)) continue;
    let next = index + 1;
    while (next < tokens.length && (tokens[next]!.pos === 'ADV' || tokens[next]!.pos === 'PART')) next++;
    const verb = tokens[next];
    if (!verb || verb.pos !== 'VERB' || PASSIVE_AUXILIARY_LEMMAS.has(verb.lemma)) continue;
    if (verb.lower !== verb.lemma && !verb.lower.endsWith('ing')) return true;
  }
  return false;
}

const isComplex = (sentence: Sentence) => sentence.words.some((word) => word.pos === 'SCONJ' || SUBORDINATORS.has(word.lower));

/** How often each phrase appears as whole words (case ignored), most frequent first; absent phrases left out. */
function phraseCounts(lowerText: string, phrases: readonly string[]): { phrase: string; count: number }[] {
  const counts = phrases
    .map((phrase) => {
      const pattern = new RegExp(`(?<![\\w'-])${phrase.split(' ').join('\\s+')}(?![\\w'-])`, 'g');
      return { phrase, count: lowerText.match(pattern)?.length ?? 0 };
    })
    .filter((entry) => entry.count > 0);
  return counts.sort((a, b) => b.count - a.count || a.phrase.localeCompare(b.phrase));
}

function ranked<T extends string>(counts: Map<T, number>, limit: number): { key: T; count: number }[] {
  return [...counts.entries()]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, limit);
}

const isContentWord = (word: Word) => !word.stop && /[a-z]/.test(word.lower) && word.lower.length > 2 && !word.lower.includes("'");

/**
 * Heylighen and Dewaele's formality measure from parts of speech (nouns, adjectives, prepositions and
 * articles against pronouns, verbs, adverbs and interjections), 0–1, moved by formal and casual markers
 * (5 × their share of the words each way; contractions and "!" count as casual), kept within 0–1.
 */
function formality(words: readonly Word[], exclamations: number): number {
  if (words.length === 0) return 0;
  let formalPos = 0;
  let casualPos = 0;
  let formal = 0;
  let casual = exclamations;
  for (const word of words) {
    if (['NOUN', 'PROPN', 'ADJ', 'ADP', 'DET'].includes(word.pos)) formalPos++;
    if (['PRON', 'VERB', 'AUX', 'ADV', 'INTJ'].includes(word.pos)) casualPos++;
    if (FORMAL_MARKERS.has(word.lower)) formal++;
    if (INFORMAL_MARKERS.has(word.lower) || word.lower.includes("'") || word.lower.includes('’')) casual++;
  }
  const partsOfSpeech = (100 * (formalPos - casualPos) / words.length + 100) / 200;
  const markers = (5 * (formal - casual)) / words.length;
  return round(Math.min(1, Math.max(0, partsOfSpeech + markers)));
}

/**
 * Each citation's characters (line breaks kept) become underscores, which wink-nlp reads as neither a word nor
 * a sentence end: the same masking as maskCitations, with a mark that is not counted as a word.
 */
export function maskSpans(text: string, spans: readonly { start: number; end: number }[]): string {
  let out = '';
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    out += text.slice(at, span.start) + text.slice(span.start, span.end).replace(/[^\n]/g, '_');
    at = span.end;
  }
  return out + text.slice(at);
}

export interface StyleOptions {
  /** Seed 001 §5: 100 characters unless given. */
  minLength?: number;
  /** Seed 001 §9: top words and phrases, 10 unless given. */
  limit?: number;
}

/**
 * Every style characteristic of seed 001 §3. Citations found by extractCitations are masked first so "Cal.App.4th"
 * and "Id." do not end sentences, and are not counted as words; sentences, words, parts of speech and lemmas come from wink-nlp.
 * Frequencies are per word, except passive voice: the share of sentences with a passive construction.
 */
export function analyseStyle(text: string, options: StyleOptions = {}): StyleCharacteristics {
  const minimum = options.minLength ?? STYLE_MIN_LENGTH;
  if (text.length < minimum) throw new StyleTextTooShortError(text.length, minimum);
  const limit = options.limit ?? STYLE_TOP_LIMIT;
  const citations = extractCitations(text);
  const masked = maskSpans(text, citations);
  const sentences = readSentences(masked);
  const words = sentences.flatMap((sentence) => sentence.words);
  const lengths = sentences.map((sentence) => sentence.words.length);
  const mean = lengths.length === 0 ? 0 : words.length / lengths.length;
  const variance = lengths.length === 0 ? 0 : lengths.reduce((sum, length) => sum + (length - mean) ** 2, 0) / lengths.length;
  const lowerMasked = masked.toLowerCase();

  const wordCounts = new Map<string, number>();
  for (const word of words) if (isContentWord(word)) wordCounts.set(word.lower, (wordCounts.get(word.lower) ?? 0) + 1);
  const phraseCountsMap = new Map<string, number>();
  for (const sentence of sentences) {
    for (let index = 0; index + 1 < sentence.tokens.length; index++) {
      const [first, second] = [sentence.tokens[index]!, sentence.tokens[index + 1]!];
      if (first.pos === 'PUNCT' || second.pos === 'PUNCT' || !isContentWord(first) || !isContentWord(second)) continue;
      const phrase = `${first.lower} ${second.lower}`;
      phraseCountsMap.set(phrase, (phraseCountsMap.get(phrase) ?? 0) + 1);
    }
  }
  const legalPhrases = phraseCounts(lowerMasked, LEGAL_PHRASES).reduce((sum, entry) => sum + entry.count, 0);

  return {
    averageSentenceLength: round(mean),
    sentenceLengthVariation: round(Math.sqrt(variance)),
    complexSentenceRatio: share(sentences.filter(isComplex).length, sentences.length),
    vocabularyDiversity: share(new Set(words.map((word) => word.lower)).size, words.length),
    formalityScore: formality(words, (masked.match(/!/g) ?? []).length),
    technicalTermFrequency: share(words.filter((word) => TECHNICAL_TERMS.has(word.lower)).length, words.length),
    passiveVoiceFrequency: share(sentences.filter((sentence) => hasPassive(sentence.tokens)).length, sentences.length),
    firstPersonFrequency: share(words.filter((word) => FIRST_PERSON.has(word.lower)).length, words.length),
    thirdPersonFrequency: share(words.filter((word) => THIRD_PERSON.has(word.lower)).length, words.length),
    citationFrequency: share(citations.length, words.length),
    legalPhraseFrequency: share(legalPhrases, words.length),
    argumentStructure: argumentStructure(text),
    topWords: ranked(wordCounts, limit).map(({ key, count }) => ({ word: key, count })),
    topPhrases: ranked(phraseCountsMap, Infinity)
      .filter((entry) => entry.count > 1)
      .slice(0, limit)
      .map(({ key, count }) => ({ phrase: key, count })),
    transitionPhrases: phraseCounts(lowerMasked, TRANSITION_PHRASES).slice(0, limit),
  };
}
