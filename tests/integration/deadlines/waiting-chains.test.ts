import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeadlineChain } from '../../../domain/deadline-chains/view';
import type { WaitingChains } from '../../../domain/deadline-chains/waiting';
import { apiAs, type Api } from '../calendar/calendar-helpers';
import { findMessageId, signedInWithDemoMailbox } from '../support/mail-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { analyse, courtDayAfter, deliverNotice, waitForChains } from './chain-support';

const MSC_NOTICE = 'Mandatory Settlement Conference – ADJ12345678';

interface Notification {
  id: string;
  kind: string;
  title: string;
  message: string;
  link: string | null;
  read: boolean;
}

async function waiting(api: Api): Promise<WaitingChains> {
  const response = await api.get('/api/deadline-chains/waiting');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function badgeParts(api: Api): Promise<{ pendingCount: number; waitingChainCount: number }> {
  const response = await api.get('/api/audit?status=pending&limit=1');
  expect(response.statusCode, response.body).toBe(200);
  const { pendingCount, waitingChainCount } = response.json();
  return { pendingCount, waitingChainCount };
}

async function dashboardReview(api: Api): Promise<{ count: number; items: Array<{ id: string }> }> {
  const response = await api.get('/api/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().deadlinesToReview;
}

async function chainNotifications(api: Api, chainId: string): Promise<Notification[]> {
  const response = await api.get('/api/notifications');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().notifications as Notification[]).filter((each) => each.link?.includes(chainId));
}

/** Deadline chains waiting for a person: listed, counted in the badge and on the dashboard, notified, decided from anywhere. */
describe('deadline chains waiting for review', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
  });
  afterAll(async () => t?.close());

  it('lists the chain an analysed notice proposed with its notice, counts it, notifies, keeps it from others, and lets it go once decided', async () => {
    const person = await signedInWithDemoMailbox(t);
    const api = apiAs(t.app, person.cookie);
    const messageId = await findMessageId(t.app, person.cookie, person.accountId, MSC_NOTICE);
    expect(await waiting(api)).toEqual({ count: 0, chains: [] });

    const view = await analyse(t, person, messageId);
    const [chain] = await waitForChains(t.app, person.cookie, view.event.id, (chains) => chains.length === 1);
    expect(chain!.source).toMatchObject({ accountId: person.accountId, messageId });
    expect(chain!.source!.subject).toContain(MSC_NOTICE);

    const listed = await waiting(api);
    expect(listed.count).toBe(1);
    expect(listed.chains).toHaveLength(1);
    expect(listed.chains[0]).toMatchObject({ id: chain!.id, caseNumber: 'ADJ12345678', hearingType: 'MSC', hearingEventId: view.event.id, triggerDate: chain!.triggerDate, acceptedCount: 0, source: chain!.source });
    expect(listed.chains[0]!.proposed.map((d) => [d.ruleId, d.dueDate])).toEqual(chain!.deadlines.map((d) => [d.ruleId, d.dueDate]));

    // The notice's own chains, for its analysis panel.
    const fromNotice = await api.get(`/api/deadline-chains?accountId=${person.accountId}&messageId=${encodeURIComponent(messageId)}`);
    expect(fromNotice.statusCode, fromNotice.body).toBe(200);
    expect((fromNotice.json().chains as DeadlineChain[]).map((c) => c.id)).toEqual([chain!.id]);
    const half = await api.get(`/api/deadline-chains?accountId=${person.accountId}`);
    expect(half.statusCode).toBe(400);
    expect(half.json().error.message).toBe('Give accountId and messageId together.');

    // Counted with the approvals in the badge, and on the dashboard.
    expect(await badgeParts(api)).toEqual({ pendingCount: 0, waitingChainCount: 1 });
    expect(await dashboardReview(api)).toMatchObject({ count: 1, items: [{ id: chain!.id }] });

    // One notification, linking to where it is decided.
    const [notice] = await chainNotifications(api, chain!.id);
    expect(notice).toMatchObject({ kind: 'approval', read: false, link: `/audit?show=deadlines&chain=${chain!.id}` });
    expect(notice!.title).toMatch(/^Deadlines to review: MSC on [A-Z][a-z]{2} \d{1,2}, \d{4} \(ADJ12345678\)$/);
    expect(notice!.message).toContain('3 deadlines follow');

    // Someone else sees none of it, and cannot decide it.
    const other = await signedInWithDemoMailbox(t);
    const otherApi = apiAs(t.app, other.cookie);
    expect(await waiting(otherApi)).toEqual({ count: 0, chains: [] });
    expect(await badgeParts(otherApi)).toEqual({ pendingCount: 0, waitingChainCount: 0 });
    expect((await dashboardReview(otherApi)).count).toBe(0);
    const foreignNotice = await otherApi.get(`/api/deadline-chains?accountId=${person.accountId}&messageId=${encodeURIComponent(messageId)}`);
    expect(foreignNotice.json().chains).toEqual([]);
    expect((await otherApi.get(`/api/deadline-chains/${chain!.id}`)).statusCode).toBe(404);
    expect((await otherApi.post(`/api/deadline-chains/${chain!.id}/accept`, {})).statusCode).toBe(404);
    expect((await otherApi.post(`/api/deadline-chains/${chain!.id}/dismiss`, {})).statusCode).toBe(404);
    expect((await waiting(api)).count).toBe(1);

    // Accepting one still leaves the rest waiting.
    expect((await api.post(`/api/deadline-chains/${chain!.id}/accept`, { ruleIds: ['msc-prepare'] })).statusCode).toBe(200);
    const partly = await waiting(api);
    expect(partly.count).toBe(1);
    expect(partly.chains[0]!.acceptedCount).toBe(1);
    expect(partly.chains[0]!.proposed.map((d) => d.ruleId).sort()).toEqual(['msc-discovery-closes', 'msc-pretrial-statement-due']);
    expect((await chainNotifications(api, chain!.id))[0]!.read).toBe(false);

    // Declining the rest: it waits nowhere any more, and its notification is read.
    const declined = await api.post(`/api/deadline-chains/${chain!.id}/dismiss`, {});
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await waiting(api)).toEqual({ count: 0, chains: [] });
    expect(await badgeParts(api)).toEqual({ pendingCount: 0, waitingChainCount: 0 });
    expect((await dashboardReview(api)).count).toBe(0);
    expect((await chainNotifications(api, chain!.id)).map((n) => n.read)).toEqual([true]);
  });

  it('accepting the whole chain ends its wait; a chain accepted by a remembered matter never waits nor notifies', async () => {
    const person = await signedInWithDemoMailbox(t);
    const api = apiAs(t.app, person.cookie);
    const view = await analyse(t, person, await findMessageId(t.app, person.cookie, person.accountId, MSC_NOTICE));
    const [msc] = await waitForChains(t.app, person.cookie, view.event.id, (chains) => chains.length === 1);
    expect((await waiting(api)).chains.map((c) => c.id)).toEqual([msc!.id]);

    const accepted = await api.post(`/api/deadline-chains/${msc!.id}/accept`, { remember: 'matter' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await waiting(api)).count).toBe(0);
    expect((await badgeParts(api)).waitingChainCount).toBe(0);
    expect((await chainNotifications(api, msc!.id)).map((n) => n.read)).toEqual([true]);

    const trialDay = courtDayAfter(msc!.triggerDate, 45);
    await analyse(t, person, await deliverNotice(t, person, { subject: 'Notice of Hearing (Trial)', hearing: 'TRIAL', day: trialDay }));
    const chains = await waitForChains(t.app, person.cookie, view.event.id, (all) => all.length === 2);
    const trial = chains.find((c) => c.hearingType === 'Trial')!;
    expect(trial.status).toBe('accepted');
    expect((await waiting(api)).count).toBe(0);
    expect(await chainNotifications(api, trial.id)).toEqual([]);
  });
});
