import type { AnalysisDisagreement } from '../../domain/analysis/confirmation';
import type { EmailAnalysisResult } from '../../domain/analysis/types';

/** Which message to analyse, on whose behalf. */
export interface AnalysisTarget {
  userId: string;
  accountId: string;
  messageId: string;
}

export interface AnalyserOutput {
  result: EmailAnalysisResult;
  /** "offline" or "openai:{model}". */
  analyser: string;
  rawResponse: string | null;
  /** Where the built-in reader read the AI's date, time or case number differently (absent from older runs). */
  disagreements?: AnalysisDisagreement[];
}

export interface SavedEvent {
  eventId: string;
  googleEventId: string | null;
  details: { title: string; start: string; end: string; timeZone: string; location: string | null };
}
