import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEAM_MESSAGES } from '../../../domain/teams/messages';
import { errorOf, person, teamsClient, teamWith } from './teams-helpers';

const FOREIGN = '0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11';

describe('teams: default workspace, create, rename, delete, members, activity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("gives a user with no team 'Your Workspace' as its owner, once, also for two parallel first loads", async () => {
    const maria = await person(t.app, 'Maria', 'Alvarez');
    const [first, second] = await Promise.all([maria.api.teams(), maria.api.teams()]);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first[0]).toMatchObject({ name: 'Your Workspace', description: 'Your personal workspace', role: 'owner', isDefault: true, ownerId: maria.id, memberCount: 1 });
    expect(second[0]?.id).toBe(first[0]?.id);
    expect(await maria.api.teams()).toHaveLength(1);
    const rows = await t.database.db.selectFrom('teams').where('owner_id', '=', maria.id).select('id').execute();
    expect(rows).toHaveLength(1);
    // It starts with one public page to write in, once, whose creator administers it.
    const pages = await maria.api.pages(first[0]!.id);
    expect(pages.map((page) => ({ name: page.name, isPrivate: page.isPrivate }))).toEqual([{ name: 'general', isPrivate: false }]);
  });

  it('stores the creator of an explicit team as admin and refuses a blank name with the seed text', async () => {
    const ann = await person(t.app, 'Ann', 'Baker');
    const team = await ann.api.createTeam('  Workers comp unit  ');
    expect(team).toMatchObject({ name: 'Workers comp unit', role: 'admin', isDefault: false, ownerId: ann.id });
    expect(errorOf(await ann.api.call('POST', '/api/teams', { name: '   ' }), 400)).toBe(TEAM_MESSAGES.teamNameRequired);
    expect(errorOf(await ann.api.call('POST', '/api/teams', {}), 400)).toBe('Team name is required.');
    // A user who created a team does not get the default one as well.
    expect((await ann.api.teams()).map((each) => each.name)).toEqual(['Workers comp unit']);
  });

  it("answers a signed-out create with 'User must be logged in to create a team.' and other reads with 401", async () => {
    const anonymous = teamsClient(t.app, null);
    expect(errorOf(await anonymous.call('POST', '/api/teams', { name: 'X' }), 401)).toBe('User must be logged in to create a team.');
    expect(errorOf(await anonymous.call('GET', '/api/teams'), 401)).toBe(TEAM_MESSAGES.userNotAuthenticated);
  });

  it('renames and deletes a team for its admin; a plain member may not, an outsider gets 404', async () => {
    const owner = await person(t.app, 'Olivia', 'Owner');
    const member = await person(t.app, 'Mark', 'Member');
    const outsider = await person(t.app, 'Otto', 'Outside');
    const team = await teamWith(owner.api, [member.api]);

    const renamed = await owner.api.ok<{ team: { name: string } }>('PATCH', `/api/teams/${team.id}`, 200, { name: 'Lopez v. Acme' });
    expect(renamed.team.name).toBe('Lopez v. Acme');
    expect(errorOf(await owner.api.call('PATCH', `/api/teams/${team.id}`, { name: ' ' }), 400)).toBe(TEAM_MESSAGES.teamNameRequired);
    expect(errorOf(await member.api.call('PATCH', `/api/teams/${team.id}`, { name: 'Mine' }), 403)).toBe(TEAM_MESSAGES.notTeamAdmin);
    expect(errorOf(await outsider.api.call('PATCH', `/api/teams/${team.id}`, { name: 'Mine' }), 404)).toBe(TEAM_MESSAGES.teamNotFound);
    expect(errorOf(await outsider.api.call('GET', `/api/teams/${team.id}`), 404)).toBe(TEAM_MESSAGES.teamNotFound);
    expect(errorOf(await outsider.api.call('DELETE', `/api/teams/${team.id}`), 404)).toBe(TEAM_MESSAGES.teamNotFound);
    expect((await owner.api.call('PATCH', `/api/teams/${team.id}`, {})).json().team.name).toBe('Lopez v. Acme');

    expect((await member.api.call('DELETE', `/api/teams/${team.id}`)).statusCode).toBe(403);
    expect((await owner.api.call('DELETE', `/api/teams/${team.id}`)).statusCode).toBe(204);
    expect((await owner.api.call('GET', `/api/teams/${team.id}`)).statusCode).toBe(404);
    expect((await member.api.teams()).some((each) => each.id === team.id)).toBe(false);
    expect((await owner.api.call('GET', `/api/teams/${FOREIGN}`)).statusCode).toBe(404);
  });

  it('adds members by e-mail, changes roles, removes them; the owner stays; activity records it all', async () => {
    const owner = await person(t.app, 'Olga', 'Owner');
    const added = await person(t.app, 'Ada', 'Added');
    const team = await owner.api.createTeam('Hearings');
    const first = await owner.api.call('POST', `/api/teams/${team.id}/members`, { email: added.email.toUpperCase() });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().member).toMatchObject({ id: added.id, role: 'member', fullName: 'Ada Added' });
    expect((await owner.api.call('POST', `/api/teams/${team.id}/members`, { email: added.email })).statusCode).toBe(200);
    expect(errorOf(await owner.api.call('POST', `/api/teams/${team.id}/members`, { email: 'nobody@example-firm.com' }), 400)).toBe(TEAM_MESSAGES.noAccountForEmail);
    expect(errorOf(await added.api.call('POST', `/api/teams/${team.id}/members`, { email: owner.email }), 403)).toBe(TEAM_MESSAGES.notTeamAdmin);

    const promoted = await owner.api.ok<{ member: { role: string } }>('PATCH', `/api/teams/${team.id}/members/${added.id}`, 200, { role: 'admin' });
    expect(promoted.member.role).toBe('admin');
    expect(errorOf(await added.api.call('DELETE', `/api/teams/${team.id}/members/${owner.id}`), 400)).toBe(TEAM_MESSAGES.ownerStays);
    expect((await owner.api.call('DELETE', `/api/teams/${team.id}/members/${added.id}`)).statusCode).toBe(204);
    expect((await added.api.call('GET', `/api/teams/${team.id}`)).statusCode).toBe(404);

    const { activity } = await owner.api.ok<{ activity: { action: string; userName: string }[] }>('GET', `/api/teams/${team.id}/activity`, 200);
    expect(activity.map((line) => line.action)).toEqual(['member_removed', 'role_changed', 'member_added', 'created_team']);
    expect(activity[0]?.userName).toBe('Olga Owner');
  });

  it('lets a member leave but not remove others', async () => {
    const owner = await person(t.app, 'Omar', 'Owner');
    const a = await person(t.app, 'Amy', 'A');
    const b = await person(t.app, 'Ben', 'B');
    const team = await teamWith(owner.api, [a.api, b.api]);
    expect((await a.api.call('DELETE', `/api/teams/${team.id}/members/${b.id}`)).statusCode).toBe(403);
    expect((await a.api.call('DELETE', `/api/teams/${team.id}/members/${a.id}`)).statusCode).toBe(204);
    const { members } = await owner.api.ok<{ members: { id: string; role: string }[] }>('GET', `/api/teams/${team.id}/members`, 200);
    expect(members.map((member) => member.id)).toEqual([owner.id, b.id]);
  });
});
