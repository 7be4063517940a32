/** What the model is asked for each analysis, and whether its JSON answer is what was asked (seed 001 §5: bad AI data is refused). */
import { SENTIMENT_LABELS, TAG_COUNT, type AnalysisResult, type AnalysisType, type SentimentLabel } from './text-analysis';

export interface JsonTask<T> {
  /** The JSON schema's name (letters, digits, _ and -). */
  name: string;
  /** What the answer is called in an error message. */
  what: string;
  system: string;
  schema: Record<string, unknown>;
  /** The answer, or null when it is not what was asked. */
  parse(data: unknown): T | null;
}

const object = (properties: Record<string, unknown>) => ({ type: 'object', properties, required: Object.keys(properties), additionalProperties: false });
const stringList = { type: 'array', items: { type: 'string' } };

const record = (data: unknown): Record<string, unknown> | null => (typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null);

/** Non-blank strings, trimmed, without repeats (ignoring case); null when the value is not a list of strings. */
export function cleanList(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return null;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of value as string[]) {
    const text = item.trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
  }
  return out;
}

const summaryTask: JsonTask<AnalysisResult> = {
  name: 'summary',
  what: 'summary',
  system: 'Summarise the text the user gives in 3 to 5 clear sentences. Answer in JSON: {"summary": "..."}.',
  schema: object({ summary: { type: 'string' } }),
  parse(data) {
    const summary = record(data)?.summary;
    return typeof summary === 'string' && summary.trim() ? { type: 'summary', summary: summary.trim() } : null;
  },
};

const sentimentTask: JsonTask<AnalysisResult> = {
  name: 'sentiment',
  what: 'sentiment analysis',
  system:
    'Judge the sentiment of the text the user gives. Answer in JSON: {"sentiment": "positive" | "negative" | "neutral" | "mixed", "score": a number from -1 (most negative) to 1 (most positive), "explanation": one sentence}.',
  schema: object({ sentiment: { type: 'string', enum: [...SENTIMENT_LABELS] }, score: { type: 'number' }, explanation: { type: 'string' } }),
  parse(data) {
    const answer = record(data);
    if (!answer) return null;
    const { sentiment, score, explanation } = answer;
    if (!SENTIMENT_LABELS.includes(sentiment as SentimentLabel)) return null;
    if (typeof score !== 'number' || !Number.isFinite(score) || score < -1 || score > 1) return null;
    if (typeof explanation !== 'string') return null;
    return { type: 'sentiment', sentiment: sentiment as SentimentLabel, score, explanation: explanation.trim() };
  },
};

const keywordsTask: JsonTask<AnalysisResult> = {
  name: 'keywords',
  what: 'keywords',
  system: 'List the most important keywords and key phrases of the text the user gives, most important first. Answer in JSON: {"keywords": ["..."]}.',
  schema: object({ keywords: stringList }),
  parse(data) {
    const keywords = cleanList(record(data)?.keywords);
    return keywords && keywords.length > 0 ? { type: 'keywords', keywords } : null;
  },
};

export const ANALYSIS_TASKS: Record<AnalysisType, JsonTask<AnalysisResult>> = { summary: summaryTask, sentiment: sentimentTask, keywords: keywordsTask };

/** Seed 001 §9: 5 to 10 tags. More than 10 are cut to the first 10; fewer than 5 is not an answer. */
export const TAGS_TASK: JsonTask<string[]> = {
  name: 'tags',
  what: 'tags',
  system: `Suggest ${TAG_COUNT.min} to ${TAG_COUNT.max} short tags (one to three words each) that describe the text the user gives. Answer in JSON: {"tags": ["..."]}.`,
  schema: object({ tags: stringList }),
  parse(data) {
    const tags = cleanList(record(data)?.tags);
    return tags && tags.length >= TAG_COUNT.min ? tags.slice(0, TAG_COUNT.max) : null;
  },
};

/** The main topics, `count` of them (the model may find fewer in a short text, but at least one). */
export function topicsTask(count: number): JsonTask<string[]> {
  return {
    name: 'topics',
    what: 'topics',
    system: `Name the ${count} main topics of the text the user gives, most important first, each in a few words. Answer in JSON: {"topics": ["..."]}.`,
    schema: object({ topics: stringList }),
    parse(data) {
      const topics = cleanList(record(data)?.topics);
      return topics && topics.length > 0 ? topics.slice(0, count) : null;
    },
  };
}
