import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeadlineChain } from '../../../domain/deadline-chains/view';
import { apiAs, type Api } from '../calendar/calendar-helpers';
import { signedInWithDemoMailbox } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { waitForPlan } from '../planning/support';
import { analyse, analyseDemoNotice, courtDayAfter, deliverNotice, LA, waitForChains, type Person } from './chain-support';

/** Issue 11: notice → hearing → chain proposed → accepted; continuance → preview → applied, hand-edited and completed deadlines untouched. */
describe('deadline chains from analysed notices', () => {
  let t: TestApp;
  let person: Person;
  let api: Api;
  let other: Api;
  let eventId: string;
  let chain: DeadlineChain;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    person = await signedInWithDemoMailbox(t);
    api = apiAs(t.app, person.cookie);
    other = apiAs(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  const byRule = (c: DeadlineChain, ruleId: string) => c.deadlines.find((d) => d.ruleId === ruleId)!;

  it('proposes the chain of an MSC notice, each deadline explained', async () => {
    const view = await analyseDemoNotice(t, person, 'Mandatory Settlement Conference – ADJ12345678');
    expect(view.analysis.calendarEventStatus).toBe('created');
    eventId = view.event.id;
    chain = (await waitForChains(t.app, person.cookie, eventId, (chains) => chains.length === 1))[0]!;
    expect(chain).toMatchObject({ status: 'proposed', caseNumber: 'ADJ12345678', hearingType: 'MSC', triggerKind: 'hearing_set', preview: null });
    expect(chain.deadlines.map((d) => d.ruleId)).toEqual(['msc-prepare', 'msc-discovery-closes', 'msc-pretrial-statement-due']);
    expect(chain.deadlines.every((d) => d.state === 'proposed' && d.calendarEventId === null && d.taskId === null)).toBe(true);
    const discovery = byRule(chain, 'msc-discovery-closes');
    expect(discovery.dueDate).toBe(chain.triggerDate);
    expect(discovery.explanation).toMatchObject({ ruleId: 'msc-discovery-closes', citation: expect.stringContaining('5502'), trigger: { kind: 'hearing_set', date: chain.triggerDate, label: 'MSC' } });
    expect(discovery.explanation.ruleText.length).toBeGreaterThan(20);
    expect(discovery.explanation.offset).toEqual({ amount: 0, unit: 'days', direction: 'before' });
    expect(discovery.explanation.serviceExtension).toMatchObject({ method: 'none', days: 0 });
    expect(Array.isArray(discovery.explanation.skipped)).toBe(true);
    expect(discovery.explanation.steps.length).toBeGreaterThan(0);
    expect(byRule(chain, 'msc-prepare')).toMatchObject({ kind: 'task', prepMinutes: 120 });
  });

  it('accepts the chain: deadlines on the Deadlines calendar, tasks with preparation estimates', async () => {
    const accepted = await api.post(`/api/deadline-chains/${chain.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    chain = accepted.json().chain;
    expect(chain.status).toBe('accepted');
    for (const deadline of chain.deadlines) {
      expect(deadline.state).toBe('accepted');
      const task = (await api.get(`/api/tasks/${deadline.taskId}`)).json().task;
      expect(task).toMatchObject({ status: 'To Do', tags: ['deadline'], estimatedDuration: deadline.prepMinutes });
      expect(task.title).toBe(`${deadline.title} — ADJ12345678`);
      if (deadline.kind === 'task') {
        expect(deadline.calendarEventId).toBeNull();
        continue;
      }
      const event = (await api.get(`/api/calendar/events/${deadline.calendarEventId}`)).json().event;
      expect(event).toMatchObject({ sourceId: 'deadlines', allDay: true, caseNumber: 'ADJ12345678' });
      expect(event.start.slice(0, 10) <= deadline.dueDate).toBe(true);
    }
    const changes = (await api.get(`/api/deadline-chains/${chain.id}/changes`)).json().changes;
    expect(changes.filter((c: { action: string }) => c.action === 'accepted')).toHaveLength(3);
  });

  it('keeps a continuance as a preview; applying it moves only what was neither edited nor completed', async () => {
    const discovery = byRule(chain, 'msc-discovery-closes');
    const statement = byRule(chain, 'msc-pretrial-statement-due');
    const prepare = byRule(chain, 'msc-prepare');
    const handDate = courtDayAfter(chain.triggerDate, -2).toISODate()!;
    const edited = await api.patch(`/api/chain-deadlines/${statement.id}`, { dueDate: handDate });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().deadline).toMatchObject({ dueDate: handDate, editedByHand: true });
    expect((await api.patch(`/api/tasks/${prepare.taskId}`, { status: 'Done' })).statusCode).toBe(200);
    const eventsBefore = await Promise.all([discovery, statement].map(async (d) => (await api.get(`/api/calendar/events/${d.calendarEventId}`)).json().event.start));

    const newDay = courtDayAfter(chain.triggerDate, 21);
    const messageId = await deliverNotice(t, person, { subject: 'Notice of Continuance', hearing: 'MANDATORY SETTLEMENT CONFERENCE', day: newDay });
    const view = await analyse(t, person, messageId);
    expect(view.analysis.calendarEventStatus).toBe('updated');
    expect(view.event.id).toBe(eventId);
    chain = (await waitForChains(t.app, person.cookie, eventId, (chains) => chains[0]?.preview !== null))[0]!;
    expect(chain.preview).toMatchObject({ oldTriggerDate: byRule(chain, 'msc-discovery-closes').dueDate, newTriggerDate: newDay.toISODate() });
    const moves = Object.fromEntries(chain.preview!.deadlines.map((m) => [m.ruleId, m]));
    expect(moves['msc-discovery-closes']).toMatchObject({ keeps: false, oldDate: discovery.dueDate, newDate: newDay.toISODate() });
    expect(moves['msc-pretrial-statement-due']).toMatchObject({ keeps: true, reason: 'edited', oldDate: handDate, newDate: handDate });
    expect(moves['msc-prepare']).toMatchObject({ keeps: true, reason: 'completed' });
    // Nothing moved yet.
    expect(chain.triggerDate).toBe(discovery.dueDate);
    expect(byRule(chain, 'msc-discovery-closes').dueDate).toBe(discovery.dueDate);
    expect((await api.get(`/api/calendar/events/${discovery.calendarEventId}`)).json().event.start).toBe(eventsBefore[0]);

    const applied = await api.post(`/api/deadline-chains/${chain.id}/reschedule/apply`, {});
    expect(applied.statusCode, applied.body).toBe(200);
    chain = applied.json().chain;
    expect(chain).toMatchObject({ triggerDate: newDay.toISODate(), preview: null });
    expect(byRule(chain, 'msc-discovery-closes').dueDate).toBe(newDay.toISODate());
    expect(byRule(chain, 'msc-discovery-closes').explanation.trigger.date).toBe(newDay.toISODate());
    expect(byRule(chain, 'msc-pretrial-statement-due').dueDate).toBe(handDate);
    expect(byRule(chain, 'msc-prepare').dueDate).toBe(prepare.dueDate);
    const movedEvent = (await api.get(`/api/calendar/events/${discovery.calendarEventId}`)).json().event;
    expect(movedEvent.start).not.toBe(eventsBefore[0]);
    expect((await api.get(`/api/calendar/events/${statement.calendarEventId}`)).json().event.start).toBe(eventsBefore[1]);
    const movedTask = (await api.get(`/api/tasks/${discovery.taskId}`)).json().task;
    expect(DateTime.fromISO(movedTask.dueDate, { zone: LA }).toISODate()).toBe(newDay.toISODate());

    const changes = (await api.get(`/api/deadline-chains/${chain.id}/changes`)).json().changes as Array<{ action: string; title: string | null; oldDate: string; newDate: string; note: string | null; by: string }>;
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'hearing_moved', by: 'analysis', newDate: newDay.toISODate() }),
        expect.objectContaining({ action: 'moved', title: 'Discovery closes', oldDate: discovery.dueDate, newDate: newDay.toISODate(), by: 'person' }),
        expect.objectContaining({ action: 'kept', title: 'Pre-trial conference statement due', note: 'kept: edited by hand' }),
        expect.objectContaining({ action: 'kept', title: 'Prepare for MSC', note: 'kept: completed' }),
        expect.objectContaining({ action: 'reschedule_applied' }),
        expect.objectContaining({ action: 'edited', oldDate: statement.dueDate, newDate: handDate, by: 'person' }),
      ]),
    );
    expect((await api.post(`/api/deadline-chains/${chain.id}/reschedule/apply`, {})).statusCode).toBe(409);
  });

  it("answers 404 for another person's chain and deadline ids", async () => {
    const deadlineId = chain.deadlines[0]!.id;
    for (const response of [
      await other.get(`/api/deadline-chains/${chain.id}`),
      await other.get(`/api/deadline-chains/${chain.id}/changes`),
      await other.post(`/api/deadline-chains/${chain.id}/accept`, {}),
      await other.post(`/api/deadline-chains/${chain.id}/dismiss`, {}),
      await other.post(`/api/deadline-chains/${chain.id}/reschedule/apply`, {}),
      await other.post(`/api/deadline-chains/${chain.id}/reschedule/discard`, {}),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Deadline chain not found');
    }
    const patched = await other.patch(`/api/chain-deadlines/${deadlineId}`, { dueDate: '2030-01-02' });
    expect(patched.statusCode).toBe(404);
    expect((await other.get(`/api/deadline-chains?eventId=${eventId}`)).json().chains).toEqual([]);
  });

  it('refuses bad input', async () => {
    expect((await api.get('/api/deadline-chains')).statusCode).toBe(400);
    expect((await api.patch(`/api/chain-deadlines/${chain.deadlines[0]!.id}`, { dueDate: '2027-02-30' })).statusCode).toBe(400);
    expect((await api.post(`/api/deadline-chains/${chain.id}/accept`, { ruleIds: ['no-such-rule'] })).statusCode).toBe(400);
    expect((await api.post(`/api/deadline-chains/${chain.id}/accept`, { remember: 'everything' })).statusCode).toBe(400);
  });

  it('shows the focus blocks of an accepted plan that the reschedule would move, old and new side by side', async () => {
    const someone = await signedInWithDemoMailbox(t);
    const as = apiAs(t.app, someone.cookie);
    const view = await analyseDemoNotice(t, someone, 'Mandatory Settlement Conference – ADJ12345678');
    let mine = (await waitForChains(t.app, someone.cookie, view.event.id, (chains) => chains.length === 1))[0]!;
    mine = (await as.post(`/api/deadline-chains/${mine.id}/accept`, {})).json().chain;
    const prepare = byRule(mine, 'msc-prepare');
    // Another 20-hour task of the same priority, due three days after the preparation: planned after it, for now.
    const prepDue = DateTime.fromISO(prepare.dueDate, { zone: LA }).set({ hour: 17 });
    expect((await as.post('/api/tasks', { title: 'Draft the trial brief', priority: 'Medium', estimatedDuration: 1200, dueDate: prepDue.plus({ days: 3 }).toUTC().toISO() })).statusCode).toBe(201);
    const tomorrow = DateTime.now().setZone(LA).plus({ days: 1 }).toISODate();
    const created = await as.post('/api/planning/plans', { start: tomorrow, days: 20 });
    expect(created.statusCode, created.body).toBe(202);
    const plan = await waitForPlan(t.app, someone.cookie, created.json().plan.id);
    expect((await as.post(`/api/planning/plans/${plan.id}/accept`, {})).statusCode).toBe(200);
    const before = plan.blocks.filter((block) => block.taskId === prepare.taskId);
    expect(before.length).toBeGreaterThan(0);

    // Three weeks later, the preparation is due after the brief: its blocks would move behind the brief's.
    const later = courtDayAfter(mine.triggerDate, 21);
    await analyse(t, someone, await deliverNotice(t, someone, { subject: 'Notice of Continuance', hearing: 'MANDATORY SETTLEMENT CONFERENCE', day: later }));
    mine = (await waitForChains(t.app, someone.cookie, view.event.id, (chains) => chains[0]?.preview !== null))[0]!;
    expect(mine.preview!.focusPlanAccepted).toBe(true);
    const moved = mine.preview!.focusBlocks.filter((block) => block.taskId === prepare.taskId);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved[0]!.from).toEqual({ start: before[0]!.start, end: before[0]!.end });
    expect(moved[0]!.to!.start > moved[0]!.from!.start).toBe(true);
    // Previewing changed nothing: the accepted plan is still the one on the calendar.
    expect((await as.get(`/api/planning/plans/${plan.id}`)).json().plan.status).toBe('accepted');
  });

  it('a hearing moved by hand on the calendar waits as a reschedule too; discarding it keeps every date', async () => {
    const hearing = (await api.get(`/api/calendar/events/${eventId}`)).json().event;
    const movedTo = DateTime.fromISO(hearing.start).plus({ days: 7 });
    expect((await api.patch(`/api/calendar/events/${eventId}`, { start: movedTo.toUTC().toISO() })).statusCode).toBe(200);
    const before = (await api.get(`/api/deadline-chains/${chain.id}`)).json().chain as DeadlineChain;
    expect(before.preview).toMatchObject({ oldTriggerDate: chain.triggerDate, newTriggerDate: movedTo.setZone(LA).toISODate() });
    expect(before.deadlines.map((d) => d.dueDate)).toEqual(chain.deadlines.map((d) => d.dueDate));

    const discarded = await api.post(`/api/deadline-chains/${chain.id}/reschedule/discard`, {});
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json().chain).toMatchObject({ triggerDate: chain.triggerDate, preview: null });
    expect(discarded.json().chain.deadlines.map((d: { dueDate: string }) => d.dueDate)).toEqual(chain.deadlines.map((d) => d.dueDate));
    const changes = (await api.get(`/api/deadline-chains/${chain.id}/changes`)).json().changes;
    expect(changes.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'reschedule_discarded', by: 'person' }),
      expect.objectContaining({ action: 'hearing_moved', by: 'person', newDate: movedTo.setZone(LA).toISODate() }),
    ]);
  });
});
