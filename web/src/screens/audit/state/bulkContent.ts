import { automationApprovalOf, eventChangeOf, eventConfirmationOf, mailSummaryOf, replyPreviewOf, type AuditEntry } from '../../../api/auditTypes';
import { bodyFormatOf } from '../../../../../domain/mail/compose-body';

/** One field of what an action does, as the bulk confirmation lists it. */
export interface ContentField {
  label: string;
  value: string;
}

/** Concretely what one selected entry will do: its fields, and the full text it sends (a reply's body). */
export interface BulkItemContent {
  fields: ContentField[];
  /** Plain text of the message it sends, with its line breaks; null when it sends none. */
  text: string | null;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null);

/** Readable text of an HTML body: block ends and <br> become line breaks (DOMParser runs no scripts). */
export function htmlToPlainText(html: string): string {
  if (!/<[a-z!/]/i.test(html)) return html;
  if (typeof DOMParser === 'undefined') return html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h\d|blockquote|tr)>/gi, '\n').replace(/<[^>]+>/g, '');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, head').forEach((node) => node.remove());
  doc.querySelectorAll('br').forEach((node) => node.replaceWith('\n'));
  doc.querySelectorAll('p, div, li, h1, h2, h3, h4, h5, h6, blockquote, tr').forEach((node) => node.append('\n'));
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

function paramFields(params: Record<string, unknown>): ContentField[] {
  return Object.entries(params).flatMap(([key, value]) => {
    if (value === null || value === undefined || value === '') return [];
    const shown = str(value) ?? JSON.stringify(value);
    return [{ label: key, value: shown.length > 400 ? `${shown.slice(0, 400)}…` : shown }];
  });
}

function shortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/**
 * What the bulk confirmation shows for one entry, with the person's edits where there are any (`draft`,
 * edits still on screen) or the approver's recorded edits: the reply's addressee, subject and whole text,
 * the event's title and time, the task's fields, the automation step's note.
 */
export function bulkItemContent(entry: AuditEntry, draft?: Record<string, unknown>): BulkItemContent {
  const params = { ...entry.details.params, ...(entry.details.editedParams ?? {}), ...(draft ?? {}) };
  const reply = replyPreviewOf(entry);
  if (reply) {
    const subject = str(draft?.subject) ?? str(entry.details.editedParams?.subject) ?? reply.reply.subject;
    const edit = str(draft?.body) !== null ? draft : str(entry.details.editedParams?.body) !== null ? entry.details.editedParams : undefined;
    const body = str(edit?.body) ?? reply.reply.body;
    // An edited body is plain text unless it says it is HTML (or, said nothing and has HTML tags).
    const plain = edit !== undefined && bodyFormatOf(body, edit.bodyFormat === 'html' || edit.bodyFormat === 'text' ? edit.bodyFormat : undefined) === 'text';
    return {
      fields: [
        { label: 'To', value: reply.reply.to },
        { label: 'Subject', value: subject },
        ...(reply.message ? [{ label: 'In reply to', value: `${reply.message.subject || '(no subject)'} from ${reply.message.from}` }] : []),
      ],
      text: plain ? body : htmlToPlainText(body),
    };
  }
  const approval = automationApprovalOf(entry);
  if (approval) {
    return {
      fields: [
        { label: 'Automation', value: approval.automationName ?? 'Automation' },
        { label: 'Step', value: approval.note || entry.description },
        ...(approval.preview !== undefined && approval.preview !== null ? [{ label: 'What it will do', value: str(approval.preview) ?? JSON.stringify(approval.preview) }] : []),
      ],
      text: null,
    };
  }
  if (eventConfirmationOf(entry)) {
    const fields: ContentField[] = [{ label: 'Event', value: str(params.eventTitle) ?? entry.description }];
    const when = [str(params.eventDate), str(params.eventTime)].filter(Boolean).join(' ');
    if (when) fields.push({ label: 'When', value: when });
    for (const key of ['location', 'caseNumber'] as const) if (str(params[key])) fields.push({ label: key === 'location' ? 'Where' : 'Case number', value: str(params[key])! });
    return { fields, text: null };
  }
  const change = eventChangeOf(entry);
  if (change) {
    return {
      fields: [
        { label: 'Event', value: change.after.title },
        { label: 'From', value: `${shortDate(change.before.start)} – ${shortDate(change.before.end)}` },
        { label: 'To', value: `${shortDate(change.after.start)} – ${shortDate(change.after.end)}` },
        ...(change.after.location ? [{ label: 'Where', value: change.after.location }] : []),
      ],
      text: null,
    };
  }
  const mail = mailSummaryOf(entry);
  return {
    fields: [
      { label: 'What', value: entry.description },
      ...(mail ? [{ label: 'E-mail', value: `${mail.subject || '(no subject)'} from ${mail.from}` }] : []),
      ...paramFields(params),
    ],
    text: null,
  };
}
