import type { AuditDetails } from '../../../domain/agents/audit-details';
import type { AuditStatus } from '../../../domain/agents/types';


/** One entry of the audit log, as GET /api/audit returns it. */
export interface AuditEntry {
  id: string;
  status: AuditStatus;
  timestamp: string;
  agentId: string | null;
  actionId: string | null;
  actionType: string;
  description: string;
  sourceType: string | null;
  sourceId: string | null;
  details: AuditDetails;
  expiresAt: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  workflowId: string;
  workflowUrl: string | null;
}

/** The action type of an automation run's approval step (it has no agent action). */
export const AUTOMATION_APPROVAL_ACTION = 'automation.approval';

export interface AutomationApproval {
  /** What the automation's author wrote for the person deciding. */
  note: string;
  automationName: string | null;
  /** Needed to link the run; null when the entry does not name it. */
  automationId: string | null;
  runId: string | null;
  nodeId: string | null;
  preview: unknown;
}

export interface MailSummary {
  subject: string;
  from: string;
  date: string;
  snippet: string;
}

export interface ReplyPreview {
  message: MailSummary | null;
  /** `body` is HTML; `text` is the plain-text part sent with it (absent on entries proposed before it existed). */
  reply: { to: string; subject: string; body: string; text?: string; inReplyToMessageId: string };
}

export interface EventView {
  title: string;
  start: string;
  end: string;
  location: string | null;
}

export interface EventChangePreview {
  before: EventView;
  after: EventView;
  caseNumber: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The approval step of an automation run, when the entry is one (the run is also the entry's source). */
export function automationApprovalOf(entry: AuditEntry): AutomationApproval | null {
  if (entry.actionType !== AUTOMATION_APPROVAL_ACTION) return null;
  const { note, reason, automationName, automationId, runId, nodeId, preview } = entry.details;
  return {
    note: text(note) ?? text(reason) ?? '',
    automationName: text(automationName),
    automationId: text(automationId),
    runId: text(runId) ?? (entry.sourceType === 'automation_run' ? entry.sourceId : null),
    nodeId: text(nodeId),
    preview,
  };
}

/** The e-mail a reply action would send, when the preview holds one. */
export function replyPreviewOf(entry: AuditEntry): ReplyPreview | null {
  const preview = entry.details.preview;
  if (!isRecord(preview) || !isRecord(preview.reply)) return null;
  const { to, subject, body, text: plain, inReplyToMessageId } = preview.reply;
  if (typeof to !== 'string' || typeof subject !== 'string' || typeof body !== 'string') return null;
  return {
    message: mailSummaryOf(entry),
    reply: {
      to,
      subject,
      body,
      ...(typeof plain === 'string' ? { text: plain } : {}),
      inReplyToMessageId: typeof inReplyToMessageId === 'string' ? inReplyToMessageId : '',
    },
  };
}

/** The e-mail an action is about (reply, label, archive...), when the preview names one. */
export function mailSummaryOf(entry: AuditEntry): MailSummary | null {
  const preview = entry.details.preview;
  if (!isRecord(preview) || !isRecord(preview.message)) return null;
  const { subject, from, date, snippet } = preview.message;
  return { subject: String(subject ?? ''), from: String(from ?? ''), date: String(date ?? ''), snippet: String(snippet ?? '') };
}

/** The calendar event before and after a move, when the preview holds both. */
export function eventChangeOf(entry: AuditEntry): EventChangePreview | null {
  const preview = entry.details.preview;
  if (!isRecord(preview) || !isRecord(preview.before) || !isRecord(preview.after)) return null;
  const view = (side: Record<string, unknown>): EventView => ({
    title: String(side.title ?? ''),
    start: String(side.start ?? ''),
    end: String(side.end ?? ''),
    location: typeof side.location === 'string' ? side.location : null,
  });
  return { before: view(preview.before), after: view(preview.after), caseNumber: typeof preview.caseNumber === 'string' ? preview.caseNumber : null };
}

/** The e-mail an action came from, when its parameters name the account and the message. */
export function sourceMailOf(entry: AuditEntry): { accountId: string; messageId: string } | null {
  const { accountId, messageId } = entry.details.params;
  return typeof accountId === 'string' && typeof messageId === 'string' ? { accountId, messageId } : null;
}

/** The action type of an analysed event that waits for a person to confirm it. */
export const EVENT_CONFIRMATION_ACTION = 'analysis.confirm';

export interface EventConfirmation {
  email: { accountId: string; messageId: string; subject: string; from: string } | null;
  evidence: Record<string, { quote: string; context: string; confidence: number }>;
  disagreements: Array<{ field: string; ai: string | null; offline: string | null }>;
  movesEventId: string | null;
}

/** What an event confirmation shows: where each field came from, and where the readers disagreed. */
export function eventConfirmationOf(entry: AuditEntry): EventConfirmation | null {
  if (entry.actionType !== EVENT_CONFIRMATION_ACTION) return null;
  const preview = isRecord(entry.details.preview) ? entry.details.preview : {};
  const email = isRecord(preview.email) ? preview.email : null;
  return {
    email:
      email && typeof email.accountId === 'string' && typeof email.messageId === 'string'
        ? { accountId: email.accountId, messageId: email.messageId, subject: text(email.subject) ?? '', from: text(email.from) ?? '' }
        : null,
    evidence: isRecord(preview.evidence) ? (preview.evidence as EventConfirmation['evidence']) : {},
    disagreements: Array.isArray(preview.disagreements) ? (preview.disagreements as EventConfirmation['disagreements']) : [],
    movesEventId: text(preview.movesEventId),
  };
}
