import type { EmailAnalysisResult } from './types';

/** Texts of seed 000 §5 "Analysis input" and §8 "Analysis failure". */
export const NO_CONTENT_MESSAGE = 'No content available for analysis.';
export const MISSING_ID_MESSAGE = 'Cannot analyze email, missing id.';
export const ANALYSIS_FAILURE_SUMMARY = 'Error during AI analysis. Could not parse email content.';
export const ANALYSIS_FAILURE_CATEGORY = 'Error';

export interface AnalysisFailureRecord extends EmailAnalysisResult {
  messageId: string;
  calendarEventId: null;
  calendarEventStatus: 'analysis_failed';
  calendarEventError: null;
  calendarEventDetails: null;
  rawAiResponse: null;
  error: string;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The record stored when analysing a message failed. */
export function analysisFailureRecord(messageId: string, error: unknown): AnalysisFailureRecord {
  return {
    messageId,
    priority: 'medium',
    category: ANALYSIS_FAILURE_CATEGORY,
    sentiment: 'neutral',
    actionItems: [],
    summary: ANALYSIS_FAILURE_SUMMARY,
    keywords: [],
    isCourtDocument: false,
    isReplyRequired: false,
    suggestedReply: null,
    followUpDate: null,
    meetingDetails: null,
    isMeeting: false,
    calendarEventId: null,
    calendarEventStatus: 'analysis_failed',
    calendarEventError: null,
    calendarEventDetails: null,
    rawAiResponse: null,
    error: errorText(error),
  };
}

interface AnalysisInput {
  id?: string | null;
  subject?: string | null;
  text?: string | null;
}

/** Null when the e-mail can be analysed, otherwise the reason it cannot. */
export function validateAnalysable(email: AnalysisInput | null | undefined): string | null {
  if (!email?.id?.trim()) return MISSING_ID_MESSAGE;
  const content = `${email.subject ?? ''}${email.text ?? ''}`.trim();
  return content ? null : NO_CONTENT_MESSAGE;
}
