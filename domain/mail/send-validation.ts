import { MAIL_MESSAGES } from './messages';

/** A string, or a list of strings; anything else (numbers, nested lists, objects) is not a recipient list. */
export function isRecipientList(value: unknown): value is string | string[] {
  return typeof value === 'string' || (Array.isArray(value) && value.every((part) => typeof part === 'string'));
}

/** Recipients may be a list (joined with commas) or a string; anything else counts as none. */
export function joinRecipients(value: unknown): string {
  if (!isRecipientList(value)) return '';
  return (Array.isArray(value) ? value : [value]).map((part) => part.trim()).filter(Boolean).join(', ');
}

/** The send rules of seed 000 §5, in order; null when the mail may be sent. */
export function sendProblem(mail: { to?: unknown; cc?: unknown; bcc?: unknown; subject?: unknown; body?: unknown }): string | null {
  if (!joinRecipients(mail.to)) return MAIL_MESSAGES.recipientRequired;
  for (const copy of [mail.cc, mail.bcc]) {
    if (copy !== undefined && copy !== null && !isRecipientList(copy)) return MAIL_MESSAGES.recipientsInvalid;
  }
  if (typeof mail.subject !== 'string' || mail.subject.trim() === '') return MAIL_MESSAGES.subjectRequired;
  if (typeof mail.body !== 'string') return MAIL_MESSAGES.bodyRequired;
  return null;
}
