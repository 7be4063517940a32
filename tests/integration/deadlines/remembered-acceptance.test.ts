import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeadlineChain } from '../../../domain/deadline-chains/view';
import { apiAs } from '../calendar/calendar-helpers';
import { signedInWithDemoMailbox } from '../support/mail-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { analyse, analyseDemoNotice, courtDayAfter, deliverNotice, waitForChains } from './chain-support';

/** "Accept once per matter": the next chain of the same case is accepted without asking. */
describe('acceptance remembered for a matter', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
  });
  afterAll(async () => t?.close());

  it('accepts the trial chain of a case whose MSC chain was accepted for the matter', async () => {
    const person = await signedInWithDemoMailbox(t);
    const api = apiAs(t.app, person.cookie);
    const view = await analyseDemoNotice(t, person, 'Mandatory Settlement Conference – ADJ12345678');
    const eventId = view.event.id as string;
    const [msc] = await waitForChains(t.app, person.cookie, eventId, (chains) => chains.length === 1);
    const accepted = await api.post(`/api/deadline-chains/${msc!.id}/accept`, { remember: 'matter' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().chain.remembered).toEqual({ matter: true, ruleIds: [] });

    const trialDay = courtDayAfter(msc!.triggerDate, 45);
    const messageId = await deliverNotice(t, person, { subject: 'Notice of Hearing (Trial)', hearing: 'TRIAL', day: trialDay });
    expect((await analyse(t, person, messageId)).analysis.calendarEventStatus).toBe('updated');
    const chains = await waitForChains(t.app, person.cookie, eventId, (all) => all.length === 2);
    const trial = chains.find((c) => c.hearingType === 'Trial') as DeadlineChain;
    expect(trial).toMatchObject({ status: 'accepted', triggerDate: trialDay.toISODate(), preview: null });
    expect(trial.deadlines.length).toBeGreaterThan(0);
    expect(trial.deadlines.every((d) => d.state === 'accepted' && d.taskId !== null)).toBe(true);
    const changes = (await api.get(`/api/deadline-chains/${trial.id}/changes`)).json().changes;
    expect(changes).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'accepted', by: 'analysis', note: 'accepted automatically: remembered for this matter' })]));
    // The MSC chain stays as it was: a new hearing of the case, not a continuance of the MSC.
    expect(chains.find((c) => c.id === msc!.id)).toMatchObject({ status: 'accepted', triggerDate: msc!.triggerDate, preview: null });

    // A deadline's task moved on the tasks screen counts as edited by hand: it shows there, and a reschedule keeps it.
    const prepare = trial.deadlines[0]!;
    const handDay = courtDayAfter(prepare.dueDate, -3);
    expect((await api.patch(`/api/tasks/${prepare.taskId}`, { dueDate: handDay.set({ hour: 12 }).toUTC().toISO() })).statusCode).toBe(200);
    const again = (await api.get(`/api/deadline-chains/${trial.id}`)).json().chain as DeadlineChain;
    expect(again.deadlines.find((d) => d.id === prepare.id)).toMatchObject({ dueDate: handDay.toISODate(), editedByHand: true });
  });

  it('accepts a remembered rule in another matter, leaving the rest proposed; dismissing the rest keeps what was accepted', async () => {
    const person = await signedInWithDemoMailbox(t);
    const api = apiAs(t.app, person.cookie);
    const view = await analyseDemoNotice(t, person, 'Mandatory Settlement Conference – ADJ12345678');
    const [garcia] = await waitForChains(t.app, person.cookie, view.event.id, (chains) => chains.length === 1);
    const one = await api.post(`/api/deadline-chains/${garcia!.id}/accept`, { ruleIds: ['msc-prepare'], remember: 'rule' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().chain.remembered).toEqual({ matter: false, ruleIds: ['msc-prepare'] });

    const other = await analyse(t, person, await deliverNotice(t, person, { subject: 'Notice of Hearing', hearing: 'MANDATORY SETTLEMENT CONFERENCE', day: courtDayAfter(garcia!.triggerDate, 10), caseNumber: 'ADJ55555555' }));
    expect(other.analysis.calendarEventStatus).toBe('created');
    const [next] = await waitForChains(t.app, person.cookie, other.event.id, (chains) => chains.length === 1);
    expect(next).toMatchObject({ caseNumber: 'ADJ55555555', status: 'accepted' });
    expect(Object.fromEntries(next!.deadlines.map((d) => [d.ruleId, d.state]))).toEqual({ 'msc-prepare': 'accepted', 'msc-discovery-closes': 'proposed', 'msc-pretrial-statement-due': 'proposed' });

    const dismissed = await api.post(`/api/deadline-chains/${next!.id}/dismiss`, {});
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().chain.status).toBe('accepted');
    expect(dismissed.json().chain.deadlines.map((d: { state: string }) => d.state).sort()).toEqual(['accepted', 'dismissed', 'dismissed']);
  });
});
