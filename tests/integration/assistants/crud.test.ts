import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { assistantsClient, errorOf, FOREIGN_ID, ok, type AssistantsClient } from './assistant-helpers';

describe('assistants: create, read, update, delete', () => {
  let t: TestApp;
  let api: AssistantsClient;
  let other: AssistantsClient;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const me = await signUpUser(t.app);
    userId = me.user.id;
    api = assistantsClient(t.app, me.cookie);
    other = assistantsClient(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  it("refuses to create an assistant without sign-in: 'You must be logged in to create an assistant'", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/assistants', payload: { name: 'Research' } });
    expect(errorOf(response, 401)).toBe('You must be logged in to create an assistant');
    expect((await t.app.inject({ method: 'GET', url: '/api/assistants' })).statusCode).toBe(401);
  });

  it('creates with the defaults of §3 and §9 (temperature 0.3, 2048 tokens, workspace model)', async () => {
    const created = await api.create({ name: '  Hearing prep  ', description: 'Gets me ready for WCAB hearings', system_prompt: 'Be brief.', capabilities: ['research', ' Research ', '', 'drafting'] });
    expect(created).toMatchObject({
      name: 'Hearing prep',
      description: 'Gets me ready for WCAB hearings',
      system_prompt: 'Be brief.',
      isActive: true,
      avatar: null,
      type: 'general',
      capabilities: ['research', 'drafting'],
      knowledgeBase: [],
      linkedFolders: [],
      model: null,
      temperature: 0.3,
      maxTokens: 2048,
      catalogueId: null,
    });
    expect(await api.get(created.id)).toEqual(created);
    expect(errorOf(await api.call('POST', '/api/assistants', { name: '   ' }), 400)).toBe('Assistant name is required.');
    expect((await api.call('POST', '/api/assistants', { name: 'X', temperature: 3 })).statusCode).toBe(400);
    // Smaller than a Postgres real can hold: kept as 0, not a failed write.
    const tiny = await api.call('POST', '/api/assistants', { name: 'Tiny', temperature: 2.2250738585e-313 });
    expect(tiny.statusCode).toBe(201);
    expect(tiny.json().temperature).toBe(0);
  });

  it('edits only the fields given', async () => {
    const created = await api.create({ name: 'Letters', description: 'Drafts letters' });
    const edited = ok<{ name: string; description: string; model: string | null; temperature: number; maxTokens: number }>(
      await api.call('PATCH', `/api/assistants/${created.id}`, { name: 'Client letters', model: 'gpt-4o-mini', temperature: 0.5, maxTokens: 1000 }),
      200,
    );
    expect(edited).toMatchObject({ name: 'Client letters', description: 'Drafts letters', model: 'gpt-4o-mini', temperature: 0.5, maxTokens: 1000 });
    const back = ok<{ model: string | null }>(await api.call('PATCH', `/api/assistants/${created.id}`, { model: null }), 200);
    expect(back.model).toBeNull();
  });

  it('lists only active assistants, newest first', async () => {
    const active = await api.create({ name: 'Active one' });
    const inactive = await api.create({ name: 'Paused one', isActive: false });
    const listed = (await api.list()).map((a) => a.id);
    expect(listed).toContain(active.id);
    expect(listed).not.toContain(inactive.id);
    expect(listed[0]).toBe(active.id);
    expect((await api.get(inactive.id)).isActive).toBe(false);
    ok(await api.call('PATCH', `/api/assistants/${inactive.id}`, { isActive: true }), 200);
    expect((await api.list()).map((a) => a.id)).toContain(inactive.id);
    expect(await other.list()).toEqual([]);
  });

  it("answers 'Assistant with ID … not found.' for a missing id and for another user's", async () => {
    const mine = await api.create({ name: 'Private' });
    for (const id of [FOREIGN_ID, mine.id]) {
      const text = `Assistant with ID ${id} not found.`;
      expect(errorOf(await other.call('GET', `/api/assistants/${id}`), 404)).toBe(text);
      expect(errorOf(await other.call('PATCH', `/api/assistants/${id}`, { name: 'Mine now' }), 404)).toBe(text);
      expect(errorOf(await other.call('DELETE', `/api/assistants/${id}`), 404)).toBe(text);
      expect(errorOf(await other.link(id, { linkedFolders: [] }), 404)).toBe(text);
    }
    expect((await api.get(mine.id)).name).toBe('Private');
  });

  it('deletes an assistant and takes it out of the folders linked to it', async () => {
    const assistant = await api.create({ name: 'Short-lived' });
    const folder = await api.createFolder('Templates');
    ok(await api.link(assistant.id, { linkedFolders: [folder.id] }), 200);
    expect(ok<{ outcome: string }>(await api.call('DELETE', `/api/assistants/${assistant.id}`), 200)).toEqual({ outcome: 'deleted' });
    expect(await t.database.db.selectFrom('assistants').select('id').where('id', '=', assistant.id).execute()).toEqual([]);
    const row = await t.database.db.selectFrom('knowledge_folders').select('assistant_ids').where('id', '=', folder.id).executeTakeFirstOrThrow();
    expect(row.assistant_ids).toEqual([]);
    expect(errorOf(await api.call('GET', `/api/assistants/${assistant.id}`), 404)).toBe(`Assistant with ID ${assistant.id} not found.`);
  });

  it("retires an assistant past conversations use: inactive, '[Deleted] ' prefix, unlinked, kept for those conversations", async () => {
    const assistant = await api.create({ name: 'Case summariser' });
    const folder = await api.createFolder('Summaries');
    ok(await api.link(assistant.id, { linkedFolders: [folder.id] }), 200);
    const conversation = await t.database.db
      .insertInto('conversations')
      .values({ user_id: userId, assistant_id: assistant.id, title: 'Howard hearing' })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(ok<{ outcome: string }>(await api.call('DELETE', `/api/assistants/${assistant.id}`), 200)).toEqual({ outcome: 'retired' });
    const retired = await api.get(assistant.id);
    expect(retired).toMatchObject({ name: '[Deleted] Case summariser', isActive: false, linkedFolders: [] });
    expect((await api.list()).map((a) => a.id)).not.toContain(assistant.id);
    const kept = await t.database.db.selectFrom('conversations').select('assistant_id').where('id', '=', conversation.id).executeTakeFirstOrThrow();
    expect(kept.assistant_id).toBe(assistant.id);

    // Deleting it again keeps one prefix.
    expect(ok<{ outcome: string }>(await api.call('DELETE', `/api/assistants/${assistant.id}`), 200)).toEqual({ outcome: 'retired' });
    expect((await api.get(assistant.id)).name).toBe('[Deleted] Case summariser');
  });
});
