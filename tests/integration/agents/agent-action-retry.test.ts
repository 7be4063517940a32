import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentNamed, propose } from '../support/agent-helpers';
import { FakeGoogle } from '../support/fake-google';
import { linkFakeGmail } from '../support/google-fixture';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

/** A transient provider failure is retried by the workflow; the reply goes out exactly once. */
describe('agent action retries', () => {
  let fake: FakeGoogle;
  let t: TestApp;
  let cookie: string;
  let accountId: string;

  beforeAll(async () => {
    fake = await FakeGoogle.start();
    t = await createTestApp({ withWorker: true, google: fake.config() });
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    accountId = await linkFakeGmail(t.database.db, user.user.id, fake);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('approves a reply whose first send fails with a 500, and sends it on the retry', async () => {
    const original = fake.gmail.add({ headers: { Subject: 'Scheduling the QME', From: 'Karen Bradford <kbradford@bradfordlee.example.com>' }, text: 'Can you confirm the date?' });
    const agent = await agentNamed(t.app, cookie, 'E-mail Agent');
    const proposed = await propose(t.app, cookie, agent.id, { type: 'email.send_reply', params: { accountId, messageId: original.id, body: '<p>Confirmed.</p>' } });
    expect(proposed.json().message).toBe('Action requires approval');
    fake.respondOnce({ method: 'POST', path: '/gmail/v1/users/me/messages/send' }, 500);

    await t.app.inject({ method: 'POST', url: `/api/audit/${proposed.json().auditId}/approve`, headers: { cookie }, payload: {} });
    const outcome = await t.temporal.client.workflow.getHandle(proposed.json().workflowId).result();
    expect(outcome).toMatchObject({ state: 'completed' });
    expect(fake.requestsTo('/gmail/v1/users/me/messages/send', 'POST')).toHaveLength(2);
    expect(fake.gmail.sent).toHaveLength(1);
    const raw = Buffer.from(fake.gmail.sent[0]!.raw, 'base64url').toString('utf8');
    expect(raw).toContain('Subject: Re: Scheduling the QME');
    expect(raw).toContain('To: Karen Bradford <kbradford@bradfordlee.example.com>');
  });
});
