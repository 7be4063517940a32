import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

describe('swarms', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie, user: { id: userId } } = await signUpUser(t.app));
  });
  afterAll(async () => t?.close());

  const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: as } });
  const create = (payload: Record<string, unknown>, as = cookie) => t.app.inject({ method: 'POST', url: '/api/swarms', headers: { cookie: as }, payload });
  const counts = async () => ({
    agents: (await t.database.db.selectFrom('agents').select('id').where('user_id', '=', userId).execute()).length,
    automations: (await t.database.db.selectFrom('automations').select('id').where('user_id', '=', userId).execute()).length,
    swarms: (await t.database.db.selectFrom('swarms').select('id').where('user_id', '=', userId).execute()).length,
  });

  it('lists the templates with their roles and steps, and finds one by id', async () => {
    const list = await get('/api/swarm-templates');
    expect(list.statusCode).toBe(200);
    const { templates } = list.json();
    expect(templates.map((template: { id: string }) => template.id)).toEqual(['hearing-intake', 'new-client-intake']);
    expect(templates[0].roles.map((role: { agentType: string }) => role.agentType)).toEqual(['email', 'calendar', 'task', 'document']);
    expect(templates[0]).not.toHaveProperty('definition');
    const one = await get('/api/swarm-templates/hearing-intake');
    expect(one.json().template.name).toBe('Hearing intake');
    const missing = await get('/api/swarm-templates/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Swarm template not found');
  });

  it('creates the agents and an inactive automation at version 1 that connects them', async () => {
    const response = await create({ templateId: 'hearing-intake', name: 'Garcia hearings', roles: [{ role: 'calendar', name: 'Hearing Calendar', autonomyLevel: 'supervised' }] });
    expect(response.statusCode).toBe(201);
    const { swarm } = response.json();
    expect(swarm).toMatchObject({ name: 'Garcia hearings', templateId: 'hearing-intake', automationId: expect.any(String) });
    expect(swarm.agents.map((member: { role: string }) => member.role)).toEqual(['intake', 'calendar', 'prep', 'letter']);
    expect(swarm.agents[1].agent).toMatchObject({ name: 'Hearing Calendar', type: 'calendar', autonomyLevel: 'supervised', triggers: ['email.received'] });

    const automation = (await get(`/api/automations/${swarm.automationId}`)).json().automation;
    expect(automation).toMatchObject({ name: 'Garcia hearings', status: 'inactive', currentVersion: 1 });
    const nodes = automation.definition.nodes as Array<{ type: string; parameters: { agentId?: string } }>;
    const used = new Set(nodes.filter((node) => node.type === 'agent_action').map((node) => node.parameters.agentId));
    expect(used).toEqual(new Set(swarm.agents.map((member: { agent: { id: string } }) => member.agent.id)));
    // The builder accepts it as it is: saving it again as a new version passes validation.
    const resave = await t.app.inject({ method: 'POST', url: `/api/automations/${swarm.automationId}/versions`, headers: { cookie }, payload: { definition: automation.definition, note: 'Checked' } });
    expect(resave.statusCode).toBe(201);

    const listed = (await get('/api/swarms')).json().swarms;
    expect(listed.map((item: { id: string }) => item.id)).toContain(swarm.id);
    const event = await t.database.db.selectFrom('live_events').select('subject').where('user_id', '=', userId).where('type', '=', 'agents.changed').execute();
    expect(event.some((row) => (row.subject as { swarmId?: string }).swarmId === swarm.id)).toBe(true);
  });

  it('makes the second template too', async () => {
    const response = await create({ templateId: 'new-client-intake' });
    expect(response.statusCode).toBe(201);
    expect(response.json().swarm).toMatchObject({ name: 'New client intake' });
    expect(response.json().swarm.agents).toHaveLength(3);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await counts();
    const unknown = await create({ templateId: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Swarm template not found');
    const role = await create({ templateId: 'hearing-intake', roles: [{ role: 'pilot' }] });
    expect(role.statusCode).toBe(400);
    expect(role.json().error.message).toBe('The template "Hearing intake" has no role "pilot".');
    const twice = await create({ templateId: 'hearing-intake', roles: [{ role: 'prep' }, { role: 'prep' }] });
    expect(twice.json().error.message).toBe('The role "prep" is given more than once.');
    const blank = await create({ templateId: 'hearing-intake', name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('leaves nothing half-written when the last write fails', async () => {
    const before = await counts();
    const { db } = t.database;
    await sql`create function refuse_swarm() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`.execute(db);
    await sql`create trigger refuse_swarm before insert on swarm_agents for each row execute function refuse_swarm()`.execute(db);
    try {
      const response = await create({ templateId: 'hearing-intake' });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_swarm on swarm_agents`.execute(db);
      await sql`drop function refuse_swarm()`.execute(db);
    }
    expect(await counts()).toEqual(before);
  });

  it("keeps other users' swarms apart; deleting removes only the grouping", async () => {
    const { swarm } = (await create({ templateId: 'hearing-intake' })).json();
    const stranger = await signUpUser(t.app);
    expect((await get('/api/swarms', stranger.cookie)).json().swarms).toEqual([]);
    const theirs = await t.app.inject({ method: 'DELETE', url: `/api/swarms/${swarm.id}`, headers: { cookie: stranger.cookie }, payload: {} });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Swarm not found');
    const missing = await t.app.inject({ method: 'DELETE', url: `/api/swarms/${randomUUID()}`, headers: { cookie }, payload: {} });
    expect(missing.statusCode).toBe(404);
    const before = await counts();
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/swarms/${swarm.id}`, headers: { cookie }, payload: {} });
    expect(removed.statusCode).toBe(204);
    expect(await counts()).toEqual({ ...before, swarms: before.swarms - 1 });
    expect((await get(`/api/automations/${swarm.automationId}`)).statusCode).toBe(200);
  });
});
