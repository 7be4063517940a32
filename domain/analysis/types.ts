/** Shapes of an e-mail analysis (seed 000 §3 "E-mail analysis", "Meeting details"). */

export type AnalysisPriority = 'high' | 'medium' | 'low';
export type AnalysisSentiment = 'positive' | 'negative' | 'neutral' | 'urgent';

export interface ActionItem {
  id: string;
  text: string;
}

export interface MeetingAttachment {
  fileName: string;
  fileId: string;
}

/** The meeting fields whose source the analysis shows, and whose confidence decides whether a person confirms them. */
export const EVIDENCE_FIELDS = ['eventDate', 'eventTime', 'caseNumber', 'judgeName', 'eventType', 'location'] as const;
export type EvidenceField = (typeof EVIDENCE_FIELDS)[number];

/** Where a field was read: the words it came from, the line around them, and how sure the reading is (0–1). */
export interface FieldEvidence {
  quote: string;
  context: string;
  confidence: number;
  /** ISO instant the message was sent: relative words in the quote ("tomorrow", "Monday") are read from it. */
  relativeTo?: string;
  /** Other words of the message naming a different date or time for the event with almost the same weight (an old and a new setting). */
  rivals?: Array<{ quote: string; context: string }>;
  /** Sentences in which the message corrects itself ("CORRECTION: …", "please disregard", "not 10:30"). */
  corrections?: string[];
}

export type MeetingEvidence = Partial<Record<EvidenceField, FieldEvidence>>;

export interface MeetingDetails {
  eventTitle: string;
  /** YYYY-MM-DD */
  eventDate: string | null;
  /** 'HH:mm' 24h or '9:00 AM' */
  eventTime: string | null;
  endTime: string | null;
  timeZone: string;
  location: string | null;
  attendees: string[];
  description: string;
  caseNumber: string | null;
  attachments: MeetingAttachment[];
  /** One of LegalEventType (domain/analysis/offline/event-types.ts): MSC, Rating MSC, Trial, Lien Trial, Status Conference, …, Mediation, Meeting */
  eventType: string | null;
  personInvolved: string | null;
  judgeName: string | null;
  /** Set by the offline analyser: each field's source and confidence. */
  evidence?: MeetingEvidence;
}

export interface EmailAnalysisResult {
  priority: AnalysisPriority;
  category: string;
  sentiment: AnalysisSentiment;
  actionItems: ActionItem[];
  summary: string;
  keywords: string[];
  isCourtDocument: boolean;
  isReplyRequired: boolean;
  suggestedReply: string | null;
  /** YYYY-MM-DD */
  followUpDate: string | null;
  meetingDetails: MeetingDetails | null;
  isMeeting: boolean;
}

export interface AnalysableEmail {
  id: string;
  subject: string;
  from: string;
  to: string[];
  cc: string[];
  /** ISO instant the mail was sent */
  date: string;
  /** plain-text body */
  text: string;
  attachments: { filename: string; attachmentId: string }[];
}
