import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_NUMBER_MESSAGES } from '../../../domain/knowledge/case-numbers';
import type { MatterLinks } from '../../../domain/knowledge/matter-links';
import type { FolderView } from '../../../domain/knowledge/views';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { errorOf, FOREIGN_ID, knowledgeClient, type KnowledgeClient } from './core-helpers';
import { itemSeeder } from './matter-links-seed';

const ids = <T extends { id: string }>(items: T[]) => items.map((item) => item.id).sort();

describe('a matter’s case numbers', () => {
  let t: TestApp;
  let api: KnowledgeClient;

  beforeAll(async () => {
    t = await createTestApp();
    api = knowledgeClient(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  it('keeps them trimmed, once each whatever the spacing or letter case, and lists them with the folders', async () => {
    const matter = await api.createFolder({ name: 'Okafor v. Bay Freight', isMatter: true, caseNumbers: ['  ADJ16482093 ', 'adj 1648 2093', '2:25-cv-04417-JFW-AS', '23STCV12345'] });
    expect(matter.caseNumbers).toEqual(['ADJ16482093', '2:25-cv-04417-JFW-AS', '23STCV12345']);
    const listed = (await api.call('GET', '/folders')).json().folders as FolderView[];
    expect(listed.find((folder) => folder.id === matter.id)?.caseNumbers).toEqual(['ADJ16482093', '2:25-cv-04417-JFW-AS', '23STCV12345']);
    const plain = await api.createFolder({ name: 'Templates' });
    expect(plain.caseNumbers).toEqual([]);

    const edited = (await api.call('PATCH', `/folders/${matter.id}`, { caseNumbers: ['23STCV12345'] })).json() as FolderView;
    expect(edited.caseNumbers).toEqual(['23STCV12345']);
    const renamed = (await api.call('PATCH', `/folders/${matter.id}`, { name: 'Okafor v. Bay Freight Lines' })).json() as FolderView;
    expect(renamed.caseNumbers).toEqual(['23STCV12345']);
    const unmarked = (await api.call('PATCH', `/folders/${matter.id}`, { isMatter: false })).json() as FolderView;
    expect(unmarked.caseNumbers).toEqual([]);
    const remarked = (await api.call('PATCH', `/folders/${matter.id}`, { isMatter: true })).json() as FolderView;
    expect(remarked.caseNumbers).toEqual([]);
  });

  it('refuses an empty, overlong or wordless number, too many, or numbers on a folder that is not a matter, in plain words and writing nothing', async () => {
    expect(errorOf(await api.call('POST', '/folders', { name: 'A', isMatter: true, caseNumbers: ['ADJ1', '   '] }), 400)).toBe(CASE_NUMBER_MESSAGES.empty);
    expect(errorOf(await api.call('POST', '/folders', { name: 'B', isMatter: true, caseNumbers: [''] }), 400)).toBe(CASE_NUMBER_MESSAGES.empty);
    expect(errorOf(await api.call('POST', '/folders', { name: 'C', isMatter: true, caseNumbers: [`ADJ${'1'.repeat(38)}`] }), 400)).toBe(CASE_NUMBER_MESSAGES.tooLong);
    expect(errorOf(await api.call('POST', '/folders', { name: 'D', isMatter: true, caseNumbers: ['-- / --'] }), 400)).toBe(CASE_NUMBER_MESSAGES.noLetterOrDigit);
    const many = Array.from({ length: 21 }, (_, index) => `ADJ${10_000_000 + index}`);
    expect(errorOf(await api.call('POST', '/folders', { name: 'E', isMatter: true, caseNumbers: many }), 400)).toBe(CASE_NUMBER_MESSAGES.tooMany);
    expect(errorOf(await api.call('POST', '/folders', { name: 'F', caseNumbers: ['ADJ1'] }), 400)).toBe(CASE_NUMBER_MESSAGES.onlyMatters);
    const names = ((await api.call('GET', '/folders')).json().folders as FolderView[]).map((folder) => folder.name);
    expect(names.filter((name) => ['A', 'B', 'C', 'D', 'E', 'F'].includes(name))).toEqual([]);

    // Exactly the longest allowed is kept.
    const longest = `ADJ${'1'.repeat(37)}`;
    expect((await api.createFolder({ name: 'Longest', isMatter: true, caseNumbers: [longest] })).caseNumbers).toEqual([longest]);

    const matter = await api.createFolder({ name: 'Reyes v. Coastline', isMatter: true, caseNumbers: ['ADJ20001111'] });
    expect(errorOf(await api.call('PATCH', `/folders/${matter.id}`, { name: 'Renamed', caseNumbers: ['ADJ20001111', ' '] }), 400)).toBe(CASE_NUMBER_MESSAGES.empty);
    expect(errorOf(await api.call('PATCH', `/folders/${matter.id}`, { isMatter: false, caseNumbers: ['ADJ20001111'] }), 400)).toBe(CASE_NUMBER_MESSAGES.onlyMatters);
    const unchanged = (await api.call('GET', `/folders/${matter.id}`)).json() as FolderView;
    expect(unchanged).toMatchObject({ name: 'Reyes v. Coastline', isMatter: true, caseNumbers: ['ADJ20001111'] });
  });
});

describe('GET /api/knowledge/matters/:matterId/linked', () => {
  let t: TestApp;
  let api: KnowledgeClient;
  let other: KnowledgeClient;
  let mine: ReturnType<typeof itemSeeder>;
  let theirs: ReturnType<typeof itemSeeder>;
  let cookie: string;
  let myId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const me = await signUpUser(t.app);
    const them = await signUpUser(t.app);
    cookie = me.cookie;
    myId = me.user.id;
    api = knowledgeClient(t.app, me.cookie);
    other = knowledgeClient(t.app, them.cookie);
    mine = itemSeeder(t.app, t.database.db, me.user.id, me.cookie);
    theirs = itemSeeder(t.app, t.database.db, them.user.id, them.cookie);
  });
  afterAll(async () => t?.close());

  const linked = async (client: KnowledgeClient, matterId: string) => {
    const response = await client.call('GET', `/matters/${matterId}/linked`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MatterLinks;
  };

  it('lists the mail, events and tasks carrying any of the case numbers, in any spacing or letter case, and nothing else', async () => {
    const matter = await api.createFolder({ name: 'Okafor v. Bay Freight', isMatter: true, caseNumbers: ['ADJ16482093', '2:25-cv-04417-JFW-AS', '23STCV12345'] });

    const hearing = await mine.event({ title: 'Mandatory Settlement Conference', caseNumber: 'adj 1648 2093', hearingType: 'MSC', location: 'WCAB Oakland' });
    const federal = await mine.event({ title: 'Scheduling conference', caseNumber: '2:25-CV-04417-jfw-as' });
    const inTitle = await mine.event({ title: 'Deposition in 23 STCV 12345' });
    await mine.event({ title: 'Longer number', caseNumber: 'ADJ164820931' });
    await mine.event({ title: 'Another case', caseNumber: 'ADJ99999999' });

    const byTitle = await mine.task({ title: 'Serve exhibits — adj16482093' });
    const byDescription = await mine.task({ title: 'Draft the joint report', description: 'Due before the conference in 2:25-cv-04417-JFW-AS.' });
    const byChain = await mine.task({ title: 'Discovery closes' });
    await mine.chainTask('ADJ 16482093', byChain);
    const fromHearing = await mine.task({ title: 'Prepare the settlement brief' });
    await mine.taskFromEvent(fromHearing, hearing);
    await mine.task({ title: 'Call about ADJ164820939' });
    await mine.task({ title: 'XADJ16482093 is not the number' });

    const fromNotice = await mine.analysis({ caseNumber: 'adj16482093' });
    const fromSummary = await mine.analysis({ summary: 'Letter from defense counsel in case 23stcv 12345.' });
    const fromSubject = await mine.analysis({ subject: 'Re: 2:25-cv-04417-JFW-AS — meet and confer', summary: 'Counsel asks to meet.' });
    const fromHearingMail = await mine.analysis({ summary: 'A notice.', calendarEventId: federal });
    await mine.analysis({ caseNumber: 'ADJ16482093', error: 'Analysis failed' });
    await mine.analysis({ caseNumber: 'ADJ99999999', summary: 'Case ADJ99999999.' });

    const links = await linked(api, matter.id);
    expect(links.matterId).toBe(matter.id);
    expect(links.caseNumbers).toEqual(['ADJ16482093', '2:25-cv-04417-JFW-AS', '23STCV12345']);

    expect(ids(links.events.items)).toEqual([hearing, federal, inTitle].sort());
    expect(links.events.more).toBe(false);
    const hearingItem = links.events.items.find((item) => item.id === hearing)!;
    expect(hearingItem).toMatchObject({ title: 'Mandatory Settlement Conference', hearingType: 'MSC', location: 'WCAB Oakland', caseNumber: 'ADJ16482093', date: '2027-03-04' });
    expect(hearingItem.href).toBe(`/calendar?view=day&date=2027-03-04&event=${hearing}`);
    expect(links.events.items.find((item) => item.id === inTitle)?.caseNumber).toBe('23STCV12345');

    expect(ids(links.tasks.items)).toEqual([byTitle, byDescription, byChain, fromHearing].sort());
    const reasons = Object.fromEntries(links.tasks.items.map((item) => [item.id, [item.reason, item.caseNumber]]));
    expect(reasons).toEqual({
      [byTitle]: ['text', 'ADJ16482093'],
      [byDescription]: ['text', '2:25-cv-04417-JFW-AS'],
      [byChain]: ['deadline_chain', 'ADJ16482093'],
      [fromHearing]: ['hearing', 'ADJ16482093'],
    });
    expect(links.tasks.items.find((item) => item.id === byChain)?.href).toBe(`/tasks?task=${byChain}`);

    expect(ids(links.mail.items)).toEqual([fromNotice.id, fromSummary.id, fromSubject.id, fromHearingMail.id].sort());
    const subjectItem = links.mail.items.find((item) => item.id === fromSubject.id)!;
    expect(subjectItem).toMatchObject({ subject: 'Re: 2:25-cv-04417-JFW-AS — meet and confer', caseNumber: '2:25-cv-04417-JFW-AS', at: '2026-11-30T16:00:00.000Z' });
    expect(subjectItem.href).toBe(`/email/folder/${subjectItem.accountId}/ARCHIVE/${fromSubject.messageId}`);
    expect(links.mail.items.find((item) => item.id === fromNotice.id)?.href).toBe(`/email/folder/${fromNotice.accountId}/INBOX/${fromNotice.messageId}`);
  });

  it("never lists another person's items, and answers 404 for another person's matter, a folder that is not a matter, or an unknown id", async () => {
    const matter = await api.createFolder({ name: 'Lindqvist v. Orchard', isMatter: true, caseNumbers: ['ADJ31415926'] });
    const theirMatter = await other.createFolder({ name: 'Lindqvist (their copy)', isMatter: true, caseNumbers: ['adj 3141 5926'] });
    const myTask = await mine.task({ title: 'Request records for ADJ31415926' });
    const theirEvent = await theirs.event({ title: 'Their hearing', caseNumber: 'ADJ31415926' });
    const theirTask = await theirs.task({ title: 'Their task ADJ31415926' });
    const theirChainTask = await theirs.task({ title: 'Their chain task' });
    await theirs.chainTask('ADJ31415926', theirChainTask);
    const theirMail = await theirs.analysis({ caseNumber: 'ADJ31415926' });

    const links = await linked(api, matter.id);
    expect(ids(links.tasks.items)).toEqual([myTask]);
    expect(links.events.items).toEqual([]);
    expect(links.mail.items).toEqual([]);

    const theirLinks = await linked(other, theirMatter.id);
    expect(ids(theirLinks.events.items)).toEqual([theirEvent]);
    expect(ids(theirLinks.tasks.items)).toEqual([theirTask, theirChainTask].sort());
    expect(ids(theirLinks.mail.items)).toEqual([theirMail.id]);

    expect(errorOf(await other.call('GET', `/matters/${matter.id}/linked`), 404)).toBe('Matter not found');
    const folder = await api.createFolder({ name: 'Forms' });
    expect(errorOf(await api.call('GET', `/matters/${folder.id}/linked`), 404)).toBe('Matter not found');
    expect(errorOf(await api.call('GET', `/matters/${FOREIGN_ID}/linked`), 404)).toBe('Matter not found');
    expect((await api.call('GET', '/matters/not-a-uuid/linked')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/knowledge/matters/${matter.id}/linked` })).statusCode).toBe(401);
  });

  it('lists at most 100 of a kind and says when there are more', async () => {
    const matter = await api.createFolder({ name: 'Mass tort', isMatter: true, caseNumbers: ['ADJ55555555'] });
    const titles = Array.from({ length: 101 }, (_, index) => ({ user_id: myId, title: `Lien claimant ${index} — ADJ55555555`, order: index }));
    await t.database.db.insertInto('tasks').values(titles).execute();
    const links = await linked(api, matter.id);
    expect(links.tasks.items).toHaveLength(100);
    expect(links.tasks.more).toBe(true);
    expect(links.events).toEqual({ items: [], more: false });
  });

  it('lists nothing for a matter without case numbers', async () => {
    const matter = await api.createFolder({ name: 'Not yet filed', isMatter: true });
    await mine.task({ title: 'Anything at all' });
    expect(await linked(api, matter.id)).toEqual({ matterId: matter.id, caseNumbers: [], timeZone: expect.any(String), mail: { items: [], more: false }, events: { items: [], more: false }, tasks: { items: [], more: false } });
  });

  it("keeps the wall: neither the links nor the mail, calendar, task or search answers carry the matter's documents", async () => {
    const secretTitle = 'Psychiatric QME report of the applicant';
    const secretText = 'The applicant disclosed a prior claim against Harbor Freight in 2019.';
    const matter = await api.createFolder({ name: 'Delacroix v. Summit Roofing', isMatter: true, caseNumbers: ['ADJ27182818'] });
    await api.createDocument({ title: secretTitle, content: secretText, folderId: matter.id });
    const event = await mine.event({ title: 'Trial', caseNumber: 'ADJ27182818' });
    const task = await mine.task({ title: 'Trial exhibits ADJ27182818' });
    const mail = await mine.analysis({ caseNumber: 'ADJ27182818', calendarEventId: event });

    const get = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.body;
    };
    const bodies = [
      await get(`/api/knowledge/matters/${matter.id}/linked`),
      await get(`/api/calendar/events/${event}`),
      await get(`/api/tasks/${task}`),
      await get('/api/tasks'),
      await get(`/api/mail/accounts/${mail.accountId}/messages/${mail.messageId}/analysis`),
      await get('/api/search?q=ADJ27182818'),
    ];
    expect(JSON.parse(bodies[0]!).tasks.items.map((item: { id: string }) => item.id)).toEqual([task]);
    expect(bodies[5]).toContain(task);
    for (const body of bodies) {
      expect(body).not.toContain(secretTitle);
      expect(body).not.toContain('prior claim');
      expect(body).not.toContain('Delacroix');
    }
  });
});
