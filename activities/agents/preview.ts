import type { ActionType } from '../../domain/agents/action-types';
import type { MailDeps } from '../mail/mail-deps';
import { openMailProvider } from '../mail/provider-factory';
import { replyFor } from './executors/reply';

/** What the action will do, concretely, for the person deciding: the e-mail it sends, the event before and after. */
export async function buildPreview(deps: MailDeps, userId: string, type: ActionType, params: Record<string, unknown>): Promise<unknown> {
  const area = type.split('.')[0];
  if (area === 'email' && typeof params.accountId === 'string' && typeof params.messageId === 'string') {
    const account = await deps.db.selectFrom('linked_accounts').selectAll().where('id', '=', params.accountId).where('user_id', '=', userId).executeTakeFirst();
    if (!account) return null;
    const mailbox = await openMailProvider(deps, account);
    try {
      const original = await mailbox.getMessage(params.messageId);
      const message = { subject: original.subject, from: original.from, date: original.date, snippet: original.snippet };
      if (type === 'email.send_reply' || type === 'email.draft_reply') return { message, reply: await replyFor(mailbox, params.messageId, params) };
      return { message };
    } finally {
      await mailbox.close?.();
    }
  }
  if (type === 'calendar.update_event' && typeof params.eventId === 'string') {
    const before = await deps.db
      .selectFrom('calendar_events')
      .select(['id', 'title', 'start_at', 'end_at', 'location', 'case_number'])
      .where('id', '=', params.eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!before) return null;
    const start = typeof params.start === 'string' ? new Date(params.start) : before.start_at;
    const end = typeof params.end === 'string' ? new Date(params.end) : new Date(start.getTime() + (before.end_at.getTime() - before.start_at.getTime()));
    const view = (title: string, s: Date, e: Date, location: string | null) => ({ title, start: s.toISOString(), end: e.toISOString(), location });
    return {
      before: view(before.title, before.start_at, before.end_at, before.location),
      after: view(typeof params.title === 'string' ? params.title : before.title, start, end, typeof params.location === 'string' ? params.location : before.location),
      caseNumber: before.case_number,
    };
  }
  return { params };
}
