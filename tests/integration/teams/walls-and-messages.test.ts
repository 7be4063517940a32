import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEAM_MESSAGES } from '../../../domain/teams/messages';
import type { MessageView } from '../../../domain/teams/views';
import { errorOf, person, teamsClient, teamWith } from './teams-helpers';

type Person = Awaited<ReturnType<typeof person>>;

describe('teams: membership walls, pages, messages, threads, direct messages, unread counts', () => {
  let t: TestApp;
  let owner: Person;
  let member: Person;
  let outsider: Person;
  let teamId: string;
  let generalId: string;
  let secretId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await person(t.app, 'Olivia', 'Owner');
    member = await person(t.app, 'Mark', 'Member');
    outsider = await person(t.app, 'Otto', 'Outside');
    teamId = (await teamWith(owner.api, [member.api])).id;
    generalId = (await owner.api.createPage(teamId, 'general')).id;
    secretId = (await owner.api.createPage(teamId, 'settlement talks', true)).id;
    await outsider.api.createTeam('Other firm');
  });
  afterAll(async () => t?.close());

  it('creates pages for team admins; the creator of a private page is its admin_of_page', async () => {
    const pages = await owner.api.pages(teamId);
    expect(pages.map((page) => [page.name, page.isPrivate, page.pageRole])).toEqual([
      ['general', false, 'admin_of_page'],
      ['settlement talks', true, 'admin_of_page'],
    ]);
    expect(errorOf(await owner.api.call('POST', `/api/teams/${teamId}/pages`, { name: '  ' }), 400)).toBe(TEAM_MESSAGES.pageNameRequired);
    expect(errorOf(await member.api.call('POST', `/api/teams/${teamId}/pages`, { name: 'mine' }), 403)).toBe(TEAM_MESSAGES.notTeamAdmin);
    expect(errorOf(await teamsClient(t.app, null).call('POST', `/api/teams/${teamId}/pages`, { name: 'x' }), 401)).toBe('User is not authenticated.');
  });

  it("hides another team's pages and a private page from non-members: 404 for GET, PATCH, DELETE and posting", async () => {
    expect((await member.api.pages(teamId)).map((page) => page.name)).toEqual(['general']);
    for (const [who, pageId] of [
      [outsider, generalId],
      [outsider, secretId],
      [member, secretId],
    ] as const) {
      const base = `/api/teams/${teamId}/pages/${pageId}`;
      expect((await who.api.call('GET', base)).statusCode).toBe(404);
      expect((await who.api.call('PATCH', base, { name: 'taken' })).statusCode).toBe(404);
      expect((await who.api.call('DELETE', base)).statusCode).toBe(404);
      expect((await who.api.call('GET', `${base}/messages`)).statusCode).toBe(404);
      expect((await who.api.call('POST', `${base}/messages`, { content: 'hello' })).statusCode).toBe(404);
      expect((await who.api.call('GET', `${base}/members`)).statusCode).toBe(404);
    }
    expect((await outsider.api.call('GET', `/api/teams/${teamId}/pages`)).statusCode).toBe(404);
    expect((await outsider.api.call('GET', `/api/teams/${teamId}/members`)).statusCode).toBe(404);
    expect((await outsider.api.call('GET', `/api/teams/${teamId}/activity`)).statusCode).toBe(404);
    // The page of one team is not reachable under another team's id either.
    const otherTeam = (await outsider.api.teams())[0]!.id;
    expect((await owner.api.call('GET', `/api/teams/${otherTeam}/pages/${generalId}`)).statusCode).toBe(404);
    expect((await owner.api.call('GET', `/api/teams/${teamId}/pages/${generalId}`)).statusCode).toBe(200);
  });

  it('keeps the private page out of the activity feed of non-members', async () => {
    const lines = async (who: Person) =>
      (await who.api.ok<{ activity: { action: string; details: { name?: string } }[] }>('GET', `/api/teams/${teamId}/activity`, 200)).activity
        .filter((line) => line.action === 'page_created')
        .map((line) => line.details.name);
    expect(await lines(owner)).toEqual(['settlement talks', 'general']);
    expect(await lines(member)).toEqual(['general']);
  });

  it('lets a page admin add a team member to a private page, who then sees it', async () => {
    const stranger = await person(t.app, 'Sam', 'Stranger');
    expect(errorOf(await owner.api.call('POST', `/api/teams/${teamId}/pages/${secretId}/members`, { userId: stranger.id }), 400)).toBe(TEAM_MESSAGES.notATeamMember);
    const added = await owner.api.ok<{ members: { id: string; role: string }[] }>('POST', `/api/teams/${teamId}/pages/${secretId}/members`, 200, { userId: member.id });
    expect(added.members.map((each) => [each.id, each.role])).toEqual([
      [owner.id, 'admin_of_page'],
      [member.id, 'member'],
    ]);
    expect((await member.api.pages(teamId)).map((page) => page.name)).toEqual(['general', 'settlement talks']);
    expect((await member.api.call('DELETE', `/api/teams/${teamId}/pages/${secretId}/members/${owner.id}`)).statusCode).toBe(403);
    expect((await owner.api.call('DELETE', `/api/teams/${teamId}/pages/${secretId}/members/${member.id}`)).statusCode).toBe(200);
    expect((await member.api.call('GET', `/api/teams/${teamId}/pages/${secretId}`)).statusCode).toBe(404);
  });

  it("posts messages with the author's profile; empty or whitespace text gets 'Cannot send empty message parts.'; long text a clear 400", async () => {
    const message = await member.api.post(teamId, generalId, 'The **hearing** is on *July 8*.');
    expect(message).toMatchObject({ content: 'The **hearing** is on *July 8*.', deleted: false, pageId: generalId, parentMessageId: null, replyCount: 0, editedAt: null });
    expect(message.author).toEqual({ id: member.id, fullName: 'Mark Member', avatarUrl: null });
    const url = `/api/teams/${teamId}/pages/${generalId}/messages`;
    expect(errorOf(await member.api.call('POST', url, { content: '' }), 400)).toBe('Cannot send empty message parts.');
    expect(errorOf(await member.api.call('POST', url, { content: ' \n\t ' }), 400)).toBe('Cannot send empty message parts.');
    expect(errorOf(await member.api.call('POST', url, { content: 'x'.repeat(10_001) }), 400)).toBe('A message can be at most 10,000 characters.');
    expect((await member.api.call('POST', url, { content: 'x'.repeat(10_000) })).statusCode).toBe(201);
    expect(errorOf(await teamsClient(t.app, null).call('POST', url, { content: 'hi' }), 401)).toBe('User ID is required to send a message.');
  });

  it('pages messages newest first with a cursor for older ones, each page oldest first', async () => {
    const page = await owner.api.createPage(teamId, 'paging');
    for (let n = 1; n <= 5; n += 1) await owner.api.post(teamId, page.id, `message ${n}`);
    const newest = await owner.api.messages(teamId, page.id, '?limit=2');
    expect(newest.messages.map((m) => m.content)).toEqual(['message 4', 'message 5']);
    const older = await owner.api.messages(teamId, page.id, `?limit=2&before=${newest.nextCursor}`);
    expect(older.messages.map((m) => m.content)).toEqual(['message 2', 'message 3']);
    const oldest = await owner.api.messages(teamId, page.id, `?limit=2&before=${older.nextCursor}`);
    expect(oldest.messages.map((m) => m.content)).toEqual(['message 1']);
    expect(oldest.nextCursor).toBeNull();
  });

  it('threads replies under their first message with reply counts; a reply to a reply joins the same thread', async () => {
    const root = await owner.api.post(teamId, generalId, 'Who takes the deposition?');
    const reply = await member.api.post(teamId, generalId, 'I can.', root.id);
    const again = await owner.api.post(teamId, generalId, 'Thanks!', reply.id);
    expect(again.parentMessageId).toBe(root.id);
    const { messages } = await owner.api.messages(teamId, generalId);
    expect(messages.some((m) => m.id === reply.id)).toBe(false);
    expect(messages.find((m) => m.id === root.id)).toMatchObject({ replyCount: 2 });
    const thread = await owner.api.ok<{ parent: MessageView; replies: MessageView[] }>('GET', `/api/teams/${teamId}/messages/${reply.id}/thread`, 200);
    expect(thread.parent.id).toBe(root.id);
    expect(thread.replies.map((m) => m.content)).toEqual(['I can.', 'Thanks!']);
    expect((await outsider.api.call('GET', `/api/teams/${teamId}/messages/${root.id}/thread`)).statusCode).toBe(404);
    // A reply must stay where its parent is.
    const other = await owner.api.createPage(teamId, 'elsewhere');
    expect((await owner.api.call('POST', `/api/teams/${teamId}/pages/${other.id}/messages`, { content: 'x', parentMessageId: root.id })).statusCode).toBe(400);
  });

  it('edits and deletes only your own message; a deleted one stays as a placeholder in its thread', async () => {
    const mine = await member.api.post(teamId, generalId, 'Draft text');
    await owner.api.post(teamId, generalId, 'A reply', mine.id);
    const base = `/api/teams/${teamId}/messages/${mine.id}`;
    expect(errorOf(await owner.api.call('PATCH', base, { content: 'Hijacked' }), 404)).toBe(TEAM_MESSAGES.messageNotFound);
    expect((await owner.api.call('DELETE', base)).statusCode).toBe(404);
    expect((await outsider.api.call('PATCH', base, { content: 'x' })).statusCode).toBe(404);
    expect(errorOf(await member.api.call('PATCH', base, { content: '  ' }), 400)).toBe(TEAM_MESSAGES.emptyMessageParts);
    const edited = await member.api.ok<{ message: MessageView }>('PATCH', base, 200, { content: 'Final text' });
    expect(edited.message.content).toBe('Final text');
    expect(edited.message.editedAt).not.toBeNull();
    const deleted = await member.api.ok<{ message: MessageView }>('DELETE', base, 200);
    expect(deleted.message).toMatchObject({ deleted: true, content: '', replyCount: 1 });
    const listed = (await owner.api.messages(teamId, generalId)).messages.find((m) => m.id === mine.id);
    expect(listed).toMatchObject({ deleted: true, content: '' });
    expect((await member.api.call('PATCH', base, { content: 'Back again' })).statusCode).toBe(404);
  });

  it('counts unread messages by others per page until the page is read', async () => {
    const page = await owner.api.createPage(teamId, 'unread');
    const unreadOf = async (who: Person) => (await who.api.pages(teamId)).find((each) => each.id === page.id)?.unread;
    await owner.api.post(teamId, page.id, 'one');
    await owner.api.post(teamId, page.id, 'two');
    expect(await unreadOf(member)).toBe(2);
    expect(await unreadOf(owner)).toBe(0);
    expect((await member.api.call('POST', `/api/teams/${teamId}/pages/${page.id}/read`)).statusCode).toBe(204);
    expect(await unreadOf(member)).toBe(0);
    await owner.api.post(teamId, page.id, 'three');
    expect(await unreadOf(member)).toBe(1);
  });

  it('sends direct messages between two members of the team only, with unread counts', async () => {
    const dm = `/api/teams/${teamId}/directs`;
    const sent = await owner.api.ok<{ message: MessageView }>('POST', `${dm}/${member.id}/messages`, 201, { content: 'Can you call me?' });
    expect(sent.message).toMatchObject({ pageId: null, dmUserId: member.id });
    const { messages } = await member.api.ok<{ messages: MessageView[] }>('GET', `${dm}/${owner.id}/messages`, 200);
    expect(messages.map((m) => [m.content, m.dmUserId])).toEqual([['Can you call me?', owner.id]]);
    const directs = await member.api.ok<{ directs: { userId: string; unread: number; lastMessage: string; name: string }[] }>('GET', dm, 200);
    expect(directs.directs).toEqual([expect.objectContaining({ userId: owner.id, name: 'Olivia Owner', unread: 1, lastMessage: 'Can you call me?' })]);
    expect((await member.api.call('POST', `${dm}/${owner.id}/read`)).statusCode).toBe(204);
    expect((await member.api.ok<{ directs: { unread: number }[] }>('GET', dm, 200)).directs[0]?.unread).toBe(0);

    expect((await owner.api.call('POST', `${dm}/${outsider.id}/messages`, { content: 'hi' })).statusCode).toBe(404);
    expect((await outsider.api.call('POST', `${dm}/${owner.id}/messages`, { content: 'hi' })).statusCode).toBe(404);
    expect((await outsider.api.call('GET', `${dm}/${owner.id}/messages`)).statusCode).toBe(404);
    expect((await owner.api.call('POST', `${dm}/${owner.id}/messages`, { content: 'me' })).statusCode).toBe(400);
    // A third member cannot read the pair's messages, not even by id.
    const third = await person(t.app, 'Tina', 'Third');
    const { token } = await owner.api.invite(teamId);
    await third.api.accept(token);
    expect((await third.api.call('GET', `/api/teams/${teamId}/messages/${sent.message.id}/thread`)).statusCode).toBe(404);
    expect((await member.api.call('GET', `/api/teams/${teamId}/messages/${sent.message.id}/thread`)).statusCode).toBe(200);
  });

  it('deletes a page with its messages for a team admin', async () => {
    const page = await owner.api.createPage(teamId, 'temporary');
    await owner.api.post(teamId, page.id, 'bye');
    expect((await member.api.call('DELETE', `/api/teams/${teamId}/pages/${page.id}`)).statusCode).toBe(403);
    const renamed = await owner.api.ok<{ page: { name: string } }>('PATCH', `/api/teams/${teamId}/pages/${page.id}`, 200, { name: 'renamed' });
    expect(renamed.page.name).toBe('renamed');
    expect((await owner.api.call('DELETE', `/api/teams/${teamId}/pages/${page.id}`)).statusCode).toBe(204);
    expect((await owner.api.call('GET', `/api/teams/${teamId}/pages/${page.id}/messages`)).statusCode).toBe(404);
    const left = await t.database.db.selectFrom('team_messages').where('page_id', '=', page.id).select('id').execute();
    expect(left).toHaveLength(0);
  });
});
