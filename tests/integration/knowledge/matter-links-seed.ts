import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../../db/schema';
import type { MeetingDetails } from '../../../domain/analysis/types';

/**
 * Mail, calendar events and tasks for one person, made as the product makes them: events and tasks through
 * the API, analyses and deadline chains as the analysis and chain workflows write them.
 */
export function itemSeeder(app: FastifyInstance, db: Kysely<Database>, userId: string, cookie: string) {
  let account: Promise<string> | null = null;
  const mailAccount = () =>
    (account ??= db
      .insertInto('linked_accounts')
      .values({ user_id: userId, provider: 'demo', email: `seed-${randomUUID()}@example-firm.com`, name: 'Seeded mailbox', settings: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id));

  return {
    async event(body: Record<string, unknown>): Promise<string> {
      const response = await app.inject({ method: 'POST', url: '/api/calendar/events', headers: { cookie }, payload: { start: '2027-03-04T17:00:00.000Z', ...body } });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { event: { id: string } }).event.id;
    },

    async task(body: Record<string, unknown>): Promise<string> {
      const response = await app.inject({ method: 'POST', url: '/api/tasks', headers: { cookie }, payload: body });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { task: { id: string } }).task.id;
    },

    /** An analysed message; with `subject`, a demo-mailbox message carrying it is stored too. */
    async analysis(options: { caseNumber?: string | null; summary?: string; subject?: string; error?: string; calendarEventId?: string }): Promise<{ id: string; messageId: string; accountId: string }> {
      const accountId = await mailAccount();
      let messageId: string = randomUUID();
      if (options.subject !== undefined) {
        const message = await db
          .insertInto('demo_messages')
          .values({
            account_id: accountId,
            user_id: userId,
            thread_id: randomUUID(),
            folder: 'ARCHIVE',
            subject: options.subject,
            from_address: 'clerk@example-court.gov',
            to_addresses: JSON.stringify(['maria@example-firm.com']),
            cc_addresses: '[]',
            bcc_addresses: '[]',
            sent_at: new Date('2026-11-30T16:00:00Z'),
            snippet: '',
            raw: '',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        messageId = message.id;
      }
      const meeting: MeetingDetails | null =
        options.caseNumber === undefined
          ? null
          : {
              eventTitle: 'Hearing',
              eventDate: '2027-03-04',
              eventTime: '9:00 AM',
              endTime: null,
              timeZone: 'America/Los_Angeles',
              location: null,
              attendees: [],
              description: '',
              caseNumber: options.caseNumber,
              attachments: [],
              eventType: 'MSC',
              personInvolved: null,
              judgeName: null,
            };
      const row = await db
        .insertInto('email_analyses')
        .values({
          user_id: userId,
          account_id: accountId,
          message_id: messageId,
          workflow_id: `email-analysis:${accountId}:${messageId}`,
          action_items: '[]',
          keywords: '[]',
          summary: options.summary ?? 'A notice from the board.',
          meeting_details: meeting ? JSON.stringify(meeting) : null,
          error: options.error ?? null,
          calendar_event_id: options.calendarEventId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, messageId, accountId };
    },

    /** A deadline chain of the case number whose one deadline made the task. */
    async chainTask(caseNumber: string, taskId: string): Promise<void> {
      const chain = await db
        .insertInto('deadline_chains')
        .values({ user_id: userId, case_number: caseNumber, trigger_kind: 'hearing_set', trigger_date: '2027-03-04', hearing_type: 'MSC' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('chain_deadlines')
        .values({ chain_id: chain.id, user_id: userId, rule_id: 'msc-discovery-closes', title: 'Discovery closes', kind: 'task', due_date: '2027-03-04', explanation: '{}', state: 'accepted', task_id: taskId })
        .execute();
    },

    /** Marks the task as made from a calendar event, as "Make a task" on a hearing does. */
    async taskFromEvent(taskId: string, eventId: string): Promise<void> {
      await db
        .updateTable('tasks')
        .set({ source: JSON.stringify({ kind: 'calendar', id: eventId, name: 'Hearing' }) })
        .where('id', '=', taskId)
        .execute();
    },
  };
}
