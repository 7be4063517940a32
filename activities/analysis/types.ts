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
}

export interface SavedEvent {
  eventId: string;
  googleEventId: string | null;
  details: { title: string; start: string; end: string; timeZone: string; location: string | null };
}
