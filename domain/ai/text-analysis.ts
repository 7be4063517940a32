/** The AI service's text analysis rules (seed 001 §5, §8, §9): analysis types, how much text is sent, how many tags and topics. */

export const ANALYSIS_TYPES = ['summary', 'sentiment', 'keywords'] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

export const isAnalysisType = (value: string): value is AnalysisType => (ANALYSIS_TYPES as readonly string[]).includes(value);

/** What a text is used for, each with its own cut. */
export type TextPurpose = 'summary' | 'topics' | 'questions' | 'tags' | 'sentiment' | 'keywords';

/**
 * Seed 001 §9: text is cut to 10000 characters for summaries, topics and questions, and to 5000 for tags
 * and sentiment. Keywords have no rule of their own: they are cut like tags, their nearest kin.
 */
export const TEXT_LIMITS: Record<TextPurpose, number> = {
  summary: 10_000,
  topics: 10_000,
  questions: 10_000,
  tags: 5_000,
  sentiment: 5_000,
  keywords: 5_000,
};

/** The text as sent to the model for this purpose (cut by code points, so no surrogate pair is split). */
export function cutText(text: string, purpose: TextPurpose): string {
  const limit = TEXT_LIMITS[purpose];
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** Seed 001 §9: 5 to 10 tags; 5 topics unless asked otherwise. */
export const TAG_COUNT = { min: 5, max: 10 } as const;
export const DEFAULT_TOPIC_COUNT = 5;
export const MAX_TOPIC_COUNT = 20;

/** Seed 001 §8, verbatim. */
export const AI_MESSAGES = {
  unsupportedAnalysisType: 'Unsupported analysis type',
  generationFailed: 'Text generation service not configured or all methods failed.',
} as const;

/** Plain texts for what the spec leaves unsaid. */
export const AI_PLAIN_MESSAGES = {
  promptRequired: 'Write a prompt for the model.',
  textRequired: 'Give the text to analyse.',
  generationFailed: 'The AI provider did not answer, even after retrying. Please try again later.',
  noText: 'The AI service returned no text.',
  invalidData: (what: string) => `The AI service returned invalid data for the ${what}.`,
} as const;

export type SentimentLabel = 'positive' | 'negative' | 'neutral' | 'mixed';
export const SENTIMENT_LABELS: readonly SentimentLabel[] = ['positive', 'negative', 'neutral', 'mixed'];

export type AnalysisResult =
  | { type: 'summary'; summary: string }
  | { type: 'sentiment'; sentiment: SentimentLabel; score: number; explanation: string }
  | { type: 'keywords'; keywords: string[] };
