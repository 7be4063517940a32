import { ENGLISH_STOP_WORDS } from '../../domain/knowledge/stop-words';
import { PASSAGES } from '../../tests/knowledge-corpus/passages';

/**
 * Synthetic knowledge chunks whose nearest neighbours mean something: vectors gather around ~200 random
 * unit "topic" centres, spread within a shared low-dimensional subspace (real sentence embeddings have a
 * low intrinsic dimension) plus a little isotropic noise; each topic has its own vocabulary drawn from the
 * legal passages of the retrieval corpus, so full-text queries of a topic's words find that topic's chunks.
 */
export const DIMENSIONS = 384;
const SUBSPACE = 32;
const SPREAD = 0.3;
const NOISE = 0.01;
const TOPIC_WORDS = 25;
const WORDS_PER_CHUNK = 60;

/** mulberry32: a small seeded generator, so every run loads the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Topic {
  centre: Float64Array;
  words: string[];
}

export interface SyntheticSpace {
  topics: Topic[];
  basis: Float64Array[];
  vocabulary: string[];
  random: () => number;
}

function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

function unit(vector: Float64Array): Float64Array {
  let length = 0;
  for (const value of vector) length += value * value;
  length = Math.sqrt(length);
  return vector.map((value) => value / length);
}

const randomUnit = (random: () => number) => unit(Float64Array.from({ length: DIMENSIONS }, () => gaussian(random)));

export function createSpace(topicCount: number, seed = 12): SyntheticSpace {
  const random = seededRandom(seed);
  const vocabulary = [...new Set(PASSAGES.flatMap((passage) => passage.text.toLowerCase().match(/[a-z]{4,}/g) ?? []))].filter((word) => !ENGLISH_STOP_WORDS.has(word));
  const pick = () => vocabulary[Math.floor(random() * vocabulary.length)]!;
  const topics = Array.from({ length: topicCount }, () => ({ centre: randomUnit(random), words: Array.from({ length: TOPIC_WORDS }, pick) }));
  const basis = Array.from({ length: SUBSPACE }, () => randomUnit(random));
  return { topics, basis, vocabulary, random };
}

/** A unit vector near the topic's centre. */
export function vectorNear(space: SyntheticSpace, topic: Topic): number[] {
  const vector = Float64Array.from(topic.centre);
  for (const direction of space.basis) {
    const weight = gaussian(space.random) * SPREAD / Math.sqrt(SUBSPACE);
    for (let i = 0; i < DIMENSIONS; i += 1) vector[i]! += weight * direction[i]!;
  }
  for (let i = 0; i < DIMENSIONS; i += 1) vector[i]! += gaussian(space.random) * NOISE;
  return Array.from(unit(vector), (value) => Math.round(value * 1e6) / 1e6);
}

/** A chunk's text: mostly its topic's words, some of the whole vocabulary. */
export function textOf(space: SyntheticSpace, topic: Topic, words = WORDS_PER_CHUNK): string {
  return Array.from({ length: words }, () => (space.random() < 0.7 ? topic.words[Math.floor(space.random() * topic.words.length)]! : space.vocabulary[Math.floor(space.random() * space.vocabulary.length)]!)).join(' ');
}

export const randomTopic = (space: SyntheticSpace) => space.topics[Math.floor(space.random() * space.topics.length)]!;
