import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEAM_MESSAGES } from '../../../domain/teams/messages';
import { hashToken } from '../../../api/teams/invitation-routes';
import { errorOf, person, teamsClient } from './teams-helpers';

type Person = Awaited<ReturnType<typeof person>>;

describe('teams: invitation links, mentions, live events', () => {
  let t: TestApp;
  let owner: Person;
  let teamId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await person(t.app, 'Olivia', 'Owner');
    teamId = (await owner.api.createTeam('Lopez matter')).id;
  });
  afterAll(async () => t?.close());

  const notificationsOf = (userId: string) =>
    t.database.db.selectFrom('notifications').where('user_id', '=', userId).select(['kind', 'title', 'message', 'link', 'subject']).orderBy('created_at').execute();
  const liveOf = (userId: string, type: string) =>
    t.database.db.selectFrom('live_events').where('user_id', '=', userId).where('type', '=', type).select(['subject']).orderBy('id').execute();

  it('shows the team and the inviter to anyone with the link, without signing in; only the hash is stored', async () => {
    const { token, path } = await owner.api.invite(teamId);
    expect(path).toBe(`/teams/invite?token=${token}`);
    const anonymous = teamsClient(t.app, null);
    const peek = await anonymous.ok<Record<string, string>>('GET', `/api/teams/invitations/${token}`, 200);
    expect(peek).toEqual({ teamName: 'Lopez matter', inviterName: 'Olivia Owner' });
    const stored = await t.database.db.selectFrom('team_invitations').where('team_id', '=', teamId).select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toEqual([hashToken(token)]);
    expect(stored[0]?.token_hash).not.toContain(token);
  });

  it('needs an account to join; joining twice is harmless; the inviter is told once', async () => {
    const { token } = await owner.api.invite(teamId);
    expect(errorOf(await teamsClient(t.app, null).call('POST', `/api/teams/invitations/${token}/accept`), 401)).toBe(TEAM_MESSAGES.mustBeLoggedInToJoin);
    const joiner = await person(t.app, 'Jane', 'Joiner');
    expect(await joiner.api.accept(token)).toEqual({ teamId, alreadyMember: false });
    expect(await joiner.api.accept(token)).toEqual({ teamId, alreadyMember: true });
    expect((await joiner.api.teams()).map((team) => [team.name, team.role])).toEqual([['Lopez matter', 'member']]);
    const told = (await notificationsOf(owner.id)).filter((n) => n.kind === 'team-invitation');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Jane Joiner joined Lopez matter', link: `/teams/${teamId}` });
    const { activity } = await owner.api.ok<{ activity: { action: string; userName: string }[] }>('GET', `/api/teams/${teamId}/activity`, 200);
    expect(activity[0]).toMatchObject({ action: 'joined_team', userName: 'Jane Joiner' });
  });

  it('answers 404 for unknown, expired and revoked links; only admins make and revoke them', async () => {
    const anonymous = teamsClient(t.app, null);
    expect(errorOf(await anonymous.call('GET', '/api/teams/invitations/not-a-real-token-at-all'), 404)).toBe(TEAM_MESSAGES.invitationNotFound);

    const expired = await owner.api.invite(teamId);
    await t.database.db.updateTable('team_invitations').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', expired.invitation.id).execute();
    expect((await anonymous.call('GET', `/api/teams/invitations/${expired.token}`)).statusCode).toBe(404);
    const late = await person(t.app, 'Larry', 'Late');
    expect((await late.api.call('POST', `/api/teams/invitations/${expired.token}/accept`)).statusCode).toBe(404);

    const revoked = await owner.api.invite(teamId);
    const listed = await owner.api.ok<{ invitations: { id: string; expiresAt: string }[] }>('GET', `/api/teams/${teamId}/invitations`, 200);
    const entry = listed.invitations.find((each) => each.id === revoked.invitation.id);
    // Seven days.
    expect(Math.round((Date.parse(entry!.expiresAt) - Date.now()) / 86_400_000)).toBe(7);
    expect((await owner.api.call('DELETE', `/api/teams/${teamId}/invitations/${revoked.invitation.id}`)).statusCode).toBe(204);
    expect((await anonymous.call('GET', `/api/teams/invitations/${revoked.token}`)).statusCode).toBe(404);
    expect((await late.api.call('POST', `/api/teams/invitations/${revoked.token}/accept`)).statusCode).toBe(404);
    expect((await late.api.teams()).some((team) => team.id === teamId)).toBe(false);

    const { token } = await owner.api.invite(teamId);
    await late.api.accept(token);
    expect((await late.api.call('POST', `/api/teams/${teamId}/invitations`)).statusCode).toBe(403);
    expect((await late.api.call('GET', `/api/teams/${teamId}/invitations`)).statusCode).toBe(403);
  });

  it('notifies the mentioned member only, by full name or e-mail local part, with a link to the page', async () => {
    const ana = await person(t.app, 'Ana', 'Reyes');
    const bob = await person(t.app, 'Bob', 'Stone');
    const team = await owner.api.createTeam('Mentions');
    const { token } = await owner.api.invite(team.id);
    await ana.api.accept(token);
    await bob.api.accept(token);
    const page = await owner.api.createPage(team.id, 'general');
    const before = (await notificationsOf(bob.id)).length;

    const message = await owner.api.post(team.id, page.id, 'Please review the brief, @Ana Reyes.');
    const anas = (await notificationsOf(ana.id)).filter((n) => n.kind === 'mention');
    expect(anas).toHaveLength(1);
    expect(anas[0]).toMatchObject({ title: 'Olivia Owner mentioned you in general in Mentions', message: 'Please review the brief, @Ana Reyes.', link: `/teams/${team.id}/${page.id}` });
    expect(anas[0]?.subject).toMatchObject({ teamId: team.id, pageId: page.id, messageId: message.id });
    expect(await notificationsOf(bob.id)).toHaveLength(before);

    const local = bob.email.split('@')[0]!;
    await ana.api.post(team.id, page.id, `cc @${local} and me@${local}`);
    expect((await notificationsOf(bob.id)).filter((n) => n.kind === 'mention')).toHaveLength(1);
    // Mentioning yourself, or someone who cannot see the private page, notifies nobody.
    const secret = await owner.api.createPage(team.id, 'private', true);
    await owner.api.post(team.id, secret.id, '@Bob Stone @Olivia Owner');
    expect((await notificationsOf(bob.id)).filter((n) => n.kind === 'mention')).toHaveLength(1);
    expect((await notificationsOf(owner.id)).filter((n) => n.kind === 'mention')).toHaveLength(0);
  });

  it('publishes team.message to every reader of the channel and team.changed on changes', async () => {
    const ana = await person(t.app, 'Ana', 'Live');
    const bob = await person(t.app, 'Bob', 'Live');
    const team = await owner.api.createTeam('Live');
    const { token } = await owner.api.invite(team.id);
    await ana.api.accept(token);
    await bob.api.accept(token);
    expect((await liveOf(ana.id, 'team.changed')).length).toBeGreaterThan(0);
    const page = await owner.api.createPage(team.id, 'general');
    const secret = await owner.api.createPage(team.id, 'private', true);
    await owner.api.ok('POST', `/api/teams/${team.id}/pages/${secret.id}/members`, 200, { userId: ana.id });

    const message = await owner.api.post(team.id, page.id, 'for all');
    for (const who of [owner, ana, bob]) {
      expect((await liveOf(who.id, 'team.message')).map((row) => row.subject)).toContainEqual({ teamId: team.id, pageId: page.id, messageId: message.id });
    }
    const hidden = await owner.api.post(team.id, secret.id, 'for two');
    const ids = async (who: Person) => (await liveOf(who.id, 'team.message')).map((row) => (row.subject as { messageId: string }).messageId);
    expect(await ids(ana)).toContain(hidden.id);
    expect(await ids(bob)).not.toContain(hidden.id);

    const dm = await ana.api.ok<{ message: { id: string } }>('POST', `/api/teams/${team.id}/directs/${bob.id}/messages`, 201, { content: 'psst' });
    expect((await liveOf(bob.id, 'team.message')).map((row) => row.subject)).toContainEqual({ teamId: team.id, messageId: dm.message.id, dmUserId: ana.id });
    expect(await ids(owner)).not.toContain(dm.message.id);
  });
});
