import { automationApprovalOf, eventChangeOf, eventConfirmationOf, mailSummaryOf, replyPreviewOf, type AuditEntry } from '../../api/auditTypes';
import { actionLabel } from '../agents/capabilities';
import { senderName } from '../email/format';

/** What kind of action an entry is: an agent's action type, or an automation's approval step. */
export function entryActionLabel(entry: AuditEntry): string {
  if (automationApprovalOf(entry)) return 'Automation approval';
  if (eventConfirmationOf(entry)) return 'Confirm an event from e-mail';
  return actionLabel(entry.actionType);
}

/** One line saying concretely what an entry does: the reply's addressee and subject, the event's move... */
export function entrySummary(entry: AuditEntry): string {
  const approval = automationApprovalOf(entry);
  if (approval) {
    const what = approval.automationName ?? entry.description;
    return approval.note ? `${what}: ${approval.note}` : entry.description;
  }
  const confirmation = eventConfirmationOf(entry);
  if (confirmation) {
    const { params } = entry.details;
    const when = [params.eventDate, params.eventTime].filter((part) => typeof part === 'string' && part).join(' ');
    return `${typeof params.eventTitle === 'string' ? params.eventTitle : entry.description}${when ? ` · ${when}` : ''}`;
  }
  const reply = replyPreviewOf(entry);
  if (reply) return `To ${senderName(reply.reply.to)} · ${reply.reply.subject}`;
  const change = eventChangeOf(entry);
  if (change) return `${change.after.title}: ${shortDate(change.before.start)} → ${shortDate(change.after.start)}`;
  const mail = mailSummaryOf(entry);
  if (mail) return `${mail.subject || '(no subject)'} · from ${senderName(mail.from)}`;
  return entry.description;
}

export function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
