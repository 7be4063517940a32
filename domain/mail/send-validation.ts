import { MAIL_MESSAGES } from './messages';

/** Recipients may be a list (joined with commas) or a string. */
export function joinRecipients(value: string | string[] | undefined): string {
  if (value === undefined) return '';
  return (Array.isArray(value) ? value : [value]).map((part) => part.trim()).filter(Boolean).join(', ');
}

/** The send rules of seed 000 §5, in order; null when the mail may be sent. */
export function sendProblem(mail: { to?: unknown; subject?: unknown; body?: unknown }): string | null {
  const to = typeof mail.to === 'string' || Array.isArray(mail.to) ? joinRecipients(mail.to as string | string[]) : '';
  if (!to) return MAIL_MESSAGES.recipientRequired;
  if (typeof mail.subject !== 'string' || mail.subject.trim() === '') return MAIL_MESSAGES.subjectRequired;
  if (typeof mail.body !== 'string') return MAIL_MESSAGES.bodyRequired;
  return null;
}
