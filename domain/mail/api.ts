import type { CalendarEvent } from '../calendar/event';
import type { EmailAnalysisResult } from '../analysis/types';
import type { CalendarEventStatus } from '../analysis/status';

/** The stored analysis of one message, as GET .../analysis returns it (seed 000 §3 "E-mail analysis"). */
export interface EmailAnalysis extends EmailAnalysisResult {
  messageId: string;
  accountId: string;
  analyser: string | null;
  calendarEventId: string | null;
  calendarEventStatus: CalendarEventStatus;
  calendarEventError: string | null;
  calendarEventDetails: unknown;
  rawAiResponse: string | null;
  error: string | null;
  updatedAt: string;
}

export interface AnalysisView {
  analysis: EmailAnalysis | null;
  event: CalendarEvent | null;
  workflowId: string;
  /** The run in the Temporal Web UI, when one is known. */
  workflowUrl: string | null;
}
