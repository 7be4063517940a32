import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { errorOf, FOREIGN_ID, knowledgeClient, type KnowledgeClient } from './core-helpers';

describe('knowledge-base folders', () => {
  let t: TestApp;
  let api: KnowledgeClient;
  let other: KnowledgeClient;

  beforeAll(async () => {
    t = await createTestApp();
    api = knowledgeClient(t.app, (await signUpUser(t.app)).cookie);
    other = knowledgeClient(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  it("refuses to create a folder without sign-in: 'User must be logged in to create a folder'", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/knowledge/folders', payload: { name: 'Pleadings' } });
    expect(errorOf(response, 401)).toBe('User must be logged in to create a folder');
    expect((await t.app.inject({ method: 'GET', url: '/api/knowledge/folders' })).statusCode).toBe(401);
  });

  it('creates nested folders with assistant ids and lists them', async () => {
    const assistantId = '3f0c1a52-4a39-4d5c-9b8e-1f2a3b4c5d6e';
    const root = await api.createFolder({ name: '  Templates  ', description: 'Forms we reuse', assistantIds: [assistantId] });
    expect(root).toMatchObject({ name: 'Templates', description: 'Forms we reuse', parentId: null, assistantIds: [assistantId], isMatter: false, matterId: null, documentCount: 0 });
    const child = await api.createFolder({ name: 'Letters', parentId: root.id });
    expect(child.parentId).toBe(root.id);
    const list = (await api.call('GET', '/folders')).json().folders as Array<{ id: string }>;
    expect(list.map((folder) => folder.id)).toEqual([root.id, child.id]);
    expect((await other.call('GET', '/folders')).json().folders).toEqual([]);
  });

  it("answers 'Folder not found' for a parent or folder that is not the user's, and refuses a blank name", async () => {
    const mine = await api.createFolder({ name: 'Medical reports' });
    expect(errorOf(await api.call('POST', '/folders', { name: 'X', parentId: FOREIGN_ID }), 404)).toBe('Folder not found');
    expect(errorOf(await other.call('POST', '/folders', { name: 'X', parentId: mine.id }), 404)).toBe('Folder not found');
    expect(errorOf(await other.call('PATCH', `/folders/${mine.id}`, { name: 'Mine now' }), 404)).toBe('Folder not found');
    expect(errorOf(await other.call('DELETE', `/folders/${mine.id}`), 404)).toBe('Folder not found');
    expect(errorOf(await other.call('GET', `/folders/${mine.id}`), 404)).toBe('Folder not found');
    expect(errorOf(await api.call('POST', '/folders', { name: '   ' }), 400)).toBe('Folder name is required.');
  });

  it('renames, marks a matter, moves, refuses a move into its own subtree, and deletes with everything below', async () => {
    const matter = await api.createFolder({ name: 'Howard v. Acme', isMatter: true, matterClient: 'J. Howard', matterNumber: 'ADJ16482093' });
    expect(matter).toMatchObject({ isMatter: true, matterClient: 'J. Howard', matterNumber: 'ADJ16482093', matterId: matter.id });
    const sub = await api.createFolder({ name: 'Depositions', parentId: matter.id });
    expect(sub.matterId).toBe(matter.id);
    const renamed = (await api.call('PATCH', `/folders/${sub.id}`, { name: 'Deposition transcripts' })).json();
    expect(renamed).toMatchObject({ name: 'Deposition transcripts', matterId: matter.id });
    expect(errorOf(await api.call('PATCH', `/folders/${matter.id}`, { parentId: sub.id }), 400)).toBe('A folder cannot be moved into itself or one of its subfolders.');
    expect(errorOf(await api.call('PATCH', `/folders/${matter.id}`, { parentId: matter.id }), 400)).toBe('A folder cannot be moved into itself or one of its subfolders.');
    const moved = (await api.call('PATCH', `/folders/${sub.id}`, { parentId: null })).json();
    expect(moved).toMatchObject({ parentId: null, matterId: null });

    const doc = await api.createDocument({ title: 'Notes', content: 'Deposition notes.', folderId: sub.id });
    await api.call('PATCH', `/folders/${sub.id}`, { parentId: matter.id });
    expect((await api.call('DELETE', `/folders/${matter.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', '/folders')).json().folders.map((f: { id: string }) => f.id)).not.toContain(sub.id);
    expect(await t.database.db.selectFrom('knowledge_documents').select('id').where('id', '=', doc.id).execute()).toEqual([]);
  });

  it('reports the health check counts', async () => {
    const health = (await api.call('GET', '/health')).json();
    expect(health).toEqual({ folders: expect.any(Number), documents: expect.any(Number) });
    expect(health.folders).toBeGreaterThan(0);
    expect((await other.call('GET', '/health')).json()).toEqual({ folders: 0, documents: 0 });
  });
});
