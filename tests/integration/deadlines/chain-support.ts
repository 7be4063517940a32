import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { expect } from 'vitest';
import { storeDemoMessage } from '../../../activities/mail/demo/demo-store';
import { EAMS_SENDER, noticeHtml } from '../../../activities/mail/demo/samples/sample';
import type { DeadlineChain } from '../../../domain/deadline-chains/view';
import { findMessageId, waitForAnalysis } from '../support/mail-helpers';
import type { TestApp } from '../support/test-app';

export const LA = 'America/Los_Angeles';

export interface Person {
  cookie: string;
  userId: string;
  accountId: string;
}

/** A court day `days` after `from` (Saturday and Sunday skipped), as a luxon date in Los Angeles. */
export function courtDayAfter(from: string, days: number): DateTime {
  let day = DateTime.fromISO(from, { zone: LA }).plus({ days });
  while (day.weekday > 5) day = day.plus({ days: 1 });
  return day;
}

/** A notice of hearing (case ADJ12345678 unless told) delivered to the person's demo inbox; returns its message id. */
export async function deliverNotice(t: TestApp, person: Person, notice: { subject: string; hearing: string; day: DateTime; caseNumber?: string }): Promise<string> {
  const caseNumber = notice.caseNumber ?? 'ADJ12345678';
  const html = noticeHtml([
    '<b>WORKERS\' COMPENSATION APPEALS BOARD</b>',
    'STATE OF CALIFORNIA',
    '',
    `<b>${notice.subject.toUpperCase()}</b>`,
    '',
    'Case Name: MARIA GARCIA vs. ACME LOGISTICS INC.; ZENITH INSURANCE COMPANY',
    `Case No.: ${caseNumber}`,
    '',
    `You are hereby notified that the above-entitled matter has been set for a <b>${notice.hearing}</b> on ${notice.day.toFormat('cccc, LLLL d, yyyy')} at 8:30 a.m.`,
    '',
    'Location: WCAB Los Angeles District Office, 320 W. 4th Street, 9th Floor, Los Angeles, CA 90013',
    'Judge: Hon. Maria T. Delgado',
  ]);
  const composer = new MailComposer({ from: EAMS_SENDER, to: 'Maria Alvarez <maria@example-firm.com>', subject: `${notice.subject} – ${caseNumber}`, html, text: html.replace(/<[^>]+>/g, ''), date: new Date() });
  const raw = (await composer.compile().build()).toString('utf8');
  return storeDemoMessage(t.database.db, { accountId: person.accountId, userId: person.userId, raw, folder: 'INBOX' });
}

/** Runs the analysis of one message end to end (the real workflow on the worker) and returns its view. */
export async function analyse(t: TestApp, person: Person, messageId: string) {
  const started = await t.app.inject({ method: 'POST', url: `/api/mail/accounts/${person.accountId}/messages/${messageId}/analyse`, headers: { cookie: person.cookie }, payload: {} });
  expect(started.statusCode, started.body).toBe(202);
  return waitForAnalysis(t.app, person.cookie, person.accountId, messageId);
}

export async function analyseDemoNotice(t: TestApp, person: Person, subjectPart: string) {
  return analyse(t, person, await findMessageId(t.app, person.cookie, person.accountId, subjectPart));
}

/** Polls the chains of an event until `ready` holds for them. */
export async function waitForChains(app: FastifyInstance, cookie: string, eventId: string, ready: (chains: DeadlineChain[]) => boolean, timeoutMs = 30_000): Promise<DeadlineChain[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/deadline-chains?eventId=${eventId}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const chains = response.json().chains as DeadlineChain[];
    if (ready(chains)) return chains;
    if (Date.now() > deadline) throw new Error(`chains of ${eventId} not ready in time: ${JSON.stringify(chains.map((c) => [c.status, c.triggerDate, c.preview?.newTriggerDate]))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
