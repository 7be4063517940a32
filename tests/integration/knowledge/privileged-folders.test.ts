import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privilegedFolderIds } from '../../../api/knowledge/privileged-folders';
import type { FolderView } from '../../../domain/knowledge/views';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { errorOf, knowledgeClient, type KnowledgeClient } from './core-helpers';

describe('privileged (local-only) folders', () => {
  let t: TestApp;
  let api: KnowledgeClient;
  let other: KnowledgeClient;
  let userId: string;
  let otherId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const me = await signUpUser(t.app);
    const them = await signUpUser(t.app);
    api = knowledgeClient(t.app, me.cookie);
    other = knowledgeClient(t.app, them.cookie);
    userId = me.user.id;
    otherId = them.user.id;
  });
  afterAll(async () => t?.close());

  it('a new folder is not privileged unless asked; the flag is shown, set and cleared through the API', async () => {
    const plain = await api.createFolder({ name: 'Templates' });
    expect(plain.isPrivileged).toBe(false);
    const marked = await api.createFolder({ name: 'Smith v. Acme', isMatter: true, isPrivileged: true });
    expect(marked.isPrivileged).toBe(true);

    const on = await api.call('PATCH', `/folders/${plain.id}`, { isPrivileged: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: plain.id, name: 'Templates', isPrivileged: true });
    expect((await api.call('GET', `/folders/${plain.id}`)).json().isPrivileged).toBe(true);
    // Changing something else leaves the mark as it is.
    expect((await api.call('PATCH', `/folders/${plain.id}`, { name: 'Forms' })).json()).toMatchObject({ name: 'Forms', isPrivileged: true });
    const off = await api.call('PATCH', `/folders/${plain.id}`, { isPrivileged: false });
    expect(off.json().isPrivileged).toBe(false);

    const listed = (await api.call('GET', '/folders')).json().folders as FolderView[];
    expect(listed.find((folder) => folder.id === marked.id)?.isPrivileged).toBe(true);
    expect(listed.find((folder) => folder.id === plain.id)?.isPrivileged).toBe(false);
  });

  it('refuses a flag that is not true or false', async () => {
    const folder = await api.createFolder({ name: 'Loose' });
    expect((await api.call('PATCH', `/folders/${folder.id}`, { isPrivileged: 'yes' })).statusCode).toBe(400);
  });

  it('privilegedFolderIds holds the marked folders and every folder below them, and nothing of other users', async () => {
    const firm = await api.createFolder({ name: 'Firm' });
    const matter = await api.createFolder({ name: 'Howard v. Acme', parentId: firm.id, isPrivileged: true });
    const depositions = await api.createFolder({ name: 'Depositions', parentId: matter.id });
    const exhibits = await api.createFolder({ name: 'Exhibits', parentId: depositions.id });
    const outside = await api.createFolder({ name: 'Public filings', parentId: firm.id });
    const theirs = await other.createFolder({ name: 'Their sealed matter', isPrivileged: true });

    let ids = await privilegedFolderIds(t.database.db, userId);
    expect(ids.has(matter.id) && ids.has(depositions.id) && ids.has(exhibits.id)).toBe(true);
    expect(ids.has(firm.id) || ids.has(outside.id) || ids.has(theirs.id)).toBe(false);

    // Moving a folder under a privileged one makes it privileged; moving it out makes it plain again.
    await api.call('PATCH', `/folders/${outside.id}`, { parentId: exhibits.id });
    expect((await privilegedFolderIds(t.database.db, userId)).has(outside.id)).toBe(true);
    await api.call('PATCH', `/folders/${outside.id}`, { parentId: firm.id });
    expect((await privilegedFolderIds(t.database.db, userId)).has(outside.id)).toBe(false);

    // Clearing the mark clears it for everything below.
    await api.call('PATCH', `/folders/${matter.id}`, { isPrivileged: false });
    ids = await privilegedFolderIds(t.database.db, userId);
    expect([matter.id, depositions.id, exhibits.id].some((id) => ids.has(id))).toBe(false);

    expect(await privilegedFolderIds(t.database.db, otherId)).toEqual(new Set([theirs.id]));
  });

  it("another user's folder is 'Folder not found' (404), and its mark does not change", async () => {
    const theirs = await other.createFolder({ name: 'Their matter' });
    expect(errorOf(await api.call('PATCH', `/folders/${theirs.id}`, { isPrivileged: true }), 404)).toBe('Folder not found');
    expect(errorOf(await api.call('POST', '/folders', { name: 'Sneaky', parentId: theirs.id, isPrivileged: true }), 404)).toBe('Folder not found');
    expect((await other.call('GET', `/folders/${theirs.id}`)).json().isPrivileged).toBe(false);
  });
});
