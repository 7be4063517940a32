import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ensureDemoMailbox } from '../../../activities/mail/demo/seed';
import { signUpUser, type TestApp } from './test-app';

export async function demoAccountId(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/mail/accounts', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  const demo = (response.json().accounts as Array<{ id: string; isDemo: boolean }>).find((account) => account.isDemo);
  if (!demo) throw new Error('the user has no demo mailbox');
  return demo.id;
}

export async function inboxMessages(app: FastifyInstance, cookie: string, accountId: string, query = 'pageSize=100') {
  const response = await app.inject({ method: 'GET', url: `/api/mail/accounts/${accountId}/messages?folderId=INBOX&${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as { messages: Array<{ id: string; subject: string; read: boolean; labels: string[] }>; nextPageToken: string | null; resultSizeEstimate: number };
}

export async function findMessageId(app: FastifyInstance, cookie: string, accountId: string, subjectPart: string): Promise<string> {
  const { messages } = await inboxMessages(app, cookie, accountId);
  const match = messages.find((message) => message.subject.includes(subjectPart));
  if (!match) throw new Error(`no inbox message with "${subjectPart}" in its subject`);
  return match.id;
}

/** Polls the analysis view until its status is final. */
export async function waitForAnalysis(app: FastifyInstance, cookie: string, accountId: string, messageId: string, timeoutMs = 30_000) {
  const finals = new Set(['created', 'updated', 'creation_failed', 'update_failed', 'no_actionable_meeting_details', 'analysis_failed', 'analysis_error']);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/mail/accounts/${accountId}/messages/${messageId}/analysis`, headers: { cookie } });
    const view = response.json();
    if (view.analysis && finals.has(view.analysis.calendarEventStatus)) return view;
    if (Date.now() > deadline) throw new Error(`analysis of ${messageId} not final in time: ${JSON.stringify(view.analysis?.calendarEventStatus)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A signed-in user of `t` with the demo mailbox filled in (its analyses are not started). */
export async function signedInWithDemoMailbox(t: TestApp) {
  const user = await signUpUser(t.app);
  const { accountId } = await ensureDemoMailbox(t.database.db, { userId: user.user.id, fullName: user.user.fullName, email: user.user.email });
  return { cookie: user.cookie, userId: user.user.id, accountId };
}
