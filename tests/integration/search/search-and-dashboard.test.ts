import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../domain/dashboard/types';
import { dayWindow } from '../../../domain/dashboard/day-window';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { seedWorkspace } from './seed';
import { SEARCH_KINDS, type SearchResults } from '../../../domain/search/query';
import { SEARCH_DOCUMENTS, searchVector, type SearchTable } from '../../../api/search/documents';

type Seeded = Awaited<ReturnType<typeof seedWorkspace>>;

/** The dashboard and the top-bar search read only the signed-in person's rows, each kind of them. */
describe('dashboard and workspace search', () => {
  let t: TestApp;
  let alice: { cookie: string; id: string };
  let bob: { cookie: string; id: string };
  let mine: Seeded;
  let theirs: Seeded;
  const zone = 'America/Los_Angeles';

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app, { firstName: 'Bob' });
    alice = { cookie: a.cookie, id: a.user.id };
    bob = { cookie: b.cookie, id: b.user.id };
    const window = dayWindow(new Date(), zone);
    const noon = new Date((Date.parse(window.todayStart) + Date.parse(window.todayEnd)) / 2);
    const at = { hearingAt: noon, taskDue: new Date(Date.now() - 3600_000), deadlineDay: window.lastDayOfWeek };
    mine = await seedWorkspace(t.database.db, alice.id, 'zephyr', at);
    theirs = await seedWorkspace(t.database.db, bob.id, 'quokka', at);
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const dashboardOf = async (cookie: string) => {
    const response = await get('/api/dashboard', cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Dashboard;
  };

  describe('dashboard', () => {
    it('counts each part of the day from the person’s own rows', async () => {
      const day = await dashboardOf(alice.cookie);
      expect(day.timeZone).toBe(zone);
      const agenda = [...day.agenda.today, ...day.agenda.laterThisWeek];
      expect(agenda.map((item) => item.id).sort()).toEqual([mine.event, mine.deadline].sort());
      expect(day.agenda.today.find((item) => item.id === mine.event)).toMatchObject({ kind: 'hearing', caseNumber: 'CV-2026-001', judge: 'Lee', href: expect.stringContaining(`event=${mine.event}`) });
      expect(agenda.find((item) => item.id === mine.deadline)).toMatchObject({ kind: 'deadline', date: day.lastDayOfWeek, state: 'accepted' });
      expect(day.approvals).toMatchObject({ count: 1, items: [{ id: mine.audit, description: 'Reply about zephyr' }] });
      expect(day.tasks).toMatchObject({ count: 1, overdue: 1, items: [{ id: mine.task, overdue: true, href: `/tasks?task=${mine.task}` }] });
      expect(day.mail).toMatchObject({ count: 1, firstVisit: true, items: [{ id: mine.analysis, subject: 'Subpoena zephyr served', href: `/email/folder/${mine.account}/INBOX/${mine.message}` }] });
      expect(day.failedRuns).toMatchObject({ count: 1, items: [{ id: mine.run, automationName: 'Docket watcher zephyr', href: `/automation/${mine.automation}/runs/${mine.run}` }] });
      const all = JSON.stringify(day);
      for (const id of Object.values(theirs)) expect(all).not.toContain(id);
    });

    it('counts mail analysed after the previous visit only, and a quick return is the same visit', async () => {
      await sql`update email_analyses set created_at = now() - interval '3 hours' where id = ${mine.analysis}`.execute(t.database.db);
      await t.database.db.updateTable('dashboard_visits').set({ last_visit_at: new Date(Date.now() - 2 * 3600_000) }).where('user_id', '=', alice.id).execute();
      const next = await dashboardOf(alice.cookie);
      expect(next.mail).toMatchObject({ count: 0, firstVisit: false, items: [] });
      const account = mine.account;
      await t.database.db
        .insertInto('email_analyses')
        .values({ user_id: alice.id, account_id: account, message_id: 'gmail-123', workflow_id: 'email-analysis:later', action_items: '[]', keywords: '[]', summary: 'A new hearing notice' })
        .execute();
      const again = await dashboardOf(alice.cookie);
      expect(again.mail).toMatchObject({ count: 1, firstVisit: false, items: [{ subject: null, summary: 'A new hearing notice', href: `/email/folder/${account}/INBOX/gmail-123` }] });
    });

    it('ticks the checklist from real state and keeps it dismissed', async () => {
      const before = await dashboardOf(bob.cookie);
      expect(before.checklist.steps.map((step) => [step.id, step.done])).toEqual([
        ['mailbox', true],
        ['automation', true],
        ['team', false],
      ]);
      expect(before.checklist.visible).toBe(true);
      const fresh = await signUpUser(t.app, { firstName: 'Cleo' });
      const empty = await dashboardOf(fresh.cookie);
      expect(empty.checklist.steps.every((step) => !step.done)).toBe(true);
      expect(empty.agenda).toEqual({ today: [], laterThisWeek: [] });
      expect([empty.approvals.count, empty.tasks.count, empty.mail.count, empty.failedRuns.count]).toEqual([0, 0, 0, 0]);
      const dismissed = await t.app.inject({ method: 'POST', url: '/api/dashboard/checklist/dismiss', headers: { cookie: bob.cookie }, payload: {} });
      expect(dismissed.statusCode, dismissed.body).toBe(204);
      expect((await dashboardOf(bob.cookie)).checklist).toMatchObject({ dismissed: true, visible: false });
      expect((await dashboardOf(alice.cookie)).checklist.dismissed).toBe(false);
    });

    it('refuses strangers and bad input', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
      const extra = await t.app.inject({ method: 'POST', url: '/api/dashboard/checklist/dismiss', headers: { cookie: alice.cookie }, payload: { sneaky: 1 } });
      expect(extra.statusCode).toBe(400);
    });
  });

  describe('search', () => {
    const search = async (cookie: string, q: string, limit?: number) => {
      const response = await get(`/api/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as SearchResults;
    };
    const hrefs = (results: SearchResults) => results.groups.flatMap((group) => group.items.map((item) => item.href));

    it('finds each kind of the person’s items, grouped by kind with a link to each', async () => {
      const results = await search(alice.cookie, 'zephyr');
      expect(results.groups.map((group) => group.kind).sort()).toEqual([...SEARCH_KINDS].sort());
      const links = hrefs(results);
      expect(links).toEqual(
        expect.arrayContaining([
          `/email/folder/${mine.account}/INBOX/${mine.message}`,
          expect.stringContaining(`/calendar?view=day&date=`),
          `/tasks?task=${mine.task}`,
          `/automation/${mine.automation}`,
          `/knowledge?document=${mine.document}`,
          `/ai-assistant/c/${mine.conversation}`,
          `/notebooks/${mine.notebook}`,
        ]),
      );
      expect(links.join(' ')).toContain(`event=${mine.event}`);
      const task = results.groups.find((group) => group.kind === 'task')!.items;
      expect(task.map((item) => item.title).sort()).toEqual(['Done zephyr', 'File the zephyr brief']);
    });

    it('never shows another person’s items', async () => {
      expect((await search(alice.cookie, 'quokka')).groups).toEqual([]);
      const mineFound = JSON.stringify(await search(alice.cookie, 'zephyr'));
      for (const id of Object.values(theirs)) expect(mineFound).not.toContain(id);
      const theirsFound = JSON.stringify(await search(bob.cookie, 'zephyr'));
      expect(JSON.parse(theirsFound).groups).toEqual([]);
    });

    it('matches the word being typed as a prefix, whole words by their stems, and the text of blocks and messages', async () => {
      const typed = await search(alice.cookie, 'subpoena zeph');
      expect(typed.groups.map((group) => group.kind)).toEqual(['mail']);
      expect(typed.groups[0]!.items[0]).toMatchObject({ id: mine.message, title: 'Subpoena zephyr served' });
      const stems = await search(alice.cookie, 'hearings ');
      expect(hrefs(stems).join(' ')).toContain(`event=${mine.event}`);
      const block = await search(alice.cookie, 'stenograph');
      expect(block.groups).toMatchObject([{ kind: 'notebook', items: [{ id: mine.notebook, snippet: expect.stringContaining('stenographer') }] }]);
      const said = await search(alice.cookie, 'limitation period');
      expect(said.groups).toMatchObject([{ kind: 'conversation', items: [{ id: mine.conversation, title: 'Research chat' }] }]);
      const excluded = await search(alice.cookie, 'subpoena -zephyr ');
      expect(excluded.groups).toEqual([]);
    });

    it('keeps to the limit per kind and answers nothing for punctuation only', async () => {
      const one = await search(alice.cookie, 'zephyr', 1);
      expect(one.groups.every((group) => group.items.length === 1)).toBe(true);
      expect((await search(alice.cookie, '!!! ??')).groups).toEqual([]);
      expect((await search(alice.cookie, "o'brien & | ! :*")).groups).toEqual([]);
    });

    it('refuses bad input and strangers', async () => {
      for (const url of ['/api/search', '/api/search?q=', `/api/search?q=${'a'.repeat(201)}`, '/api/search?q=x&limit=0', '/api/search?q=x&limit=21', '/api/search?q=x&limit=two', '/api/search?q=x&other=1']) {
        const response = await get(url, alice.cookie);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/search?q=zephyr' })).statusCode).toBe(401);
    });

    it('can answer each kind from its full-text index', async () => {
      const db = t.database.db;
      try {
        await sql`set enable_seqscan = off`.execute(db);
        for (const table of Object.keys(SEARCH_DOCUMENTS) as SearchTable[]) {
          const plan = await sql<{ 'QUERY PLAN': string }>`explain select 1 from ${sql.table(table)} where ${searchVector(table)} @@ to_tsquery('simple', 'zeph:*')`.execute(db);
          expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n'), table).toContain(`${table}_search`);
        }
      } finally {
        await sql`reset enable_seqscan`.execute(db);
      }
    });
  });
});
