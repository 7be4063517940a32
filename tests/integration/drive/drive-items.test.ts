import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_MESSAGES } from '../../../domain/files/drive-rules';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { driveClient, errorOf, FOREIGN_ID, names } from './drive-helpers';

describe('drive folders and items', () => {
  let t: TestApp;
  let api: ReturnType<typeof driveClient>;
  let other: ReturnType<typeof driveClient>;

  beforeAll(async () => {
    t = await createTestApp();
    api = driveClient(t.app, (await signUpUser(t.app)).cookie);
    other = driveClient(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  it('lists folders first, then files, each by name, with the path down to the folder', async () => {
    const cases = await api.folder('  Cases  ');
    expect(cases).toMatchObject({ kind: 'folder', name: 'Cases', parentId: null, mimeType: null, sizeBytes: null });
    const garcia = await api.folder('Garcia v. Acme', cases.id);
    await api.file('b-notes.txt', 'notes', { parentId: garcia.id });
    await api.file('A-letter.txt', 'letter', { parentId: garcia.id });
    await api.folder('Medical', garcia.id);

    const inside = await api.list(garcia.id);
    expect(names(inside.items)).toEqual(['Medical', 'A-letter.txt', 'b-notes.txt']);
    expect(inside.path).toEqual([
      { id: cases.id, name: 'Cases' },
      { id: garcia.id, name: 'Garcia v. Acme' },
    ]);
    const top = await api.list();
    expect(top.path).toEqual([]);
    expect(names(top.items)).toContain('Cases');
  });

  it("refuses blank names, '/' and names over 255 characters", async () => {
    expect(errorOf(await api.call('POST', '/api/drive/folders', { name: '   ' }), 400)).toBe('Name is required.');
    expect(errorOf(await api.call('POST', '/api/drive/folders', { name: 'a/b' }), 400)).toBe(DRIVE_MESSAGES.nameHasSlash);
    expect(errorOf(await api.call('POST', '/api/drive/folders', { name: 'x'.repeat(256) }), 400)).toBe(DRIVE_MESSAGES.nameTooLong);
    expect((await api.folder('y'.repeat(255))).name).toHaveLength(255);
    const folder = await api.folder('Rename me');
    expect(errorOf(await api.call('PATCH', `/api/drive/items/${folder.id}`, { name: '' }), 400)).toBe('Name is required.');
  });

  it('renames and moves, and refuses to move a folder into itself or below itself', async () => {
    const outer = await api.folder('Outer');
    const inner = await api.folder('Inner', outer.id);
    const deepest = await api.folder('Deepest', inner.id);
    const renamed = (await api.call('PATCH', `/api/drive/items/${inner.id}`, { name: 'Inner (2026)' })).json();
    expect(renamed).toMatchObject({ id: inner.id, name: 'Inner (2026)', parentId: outer.id });

    expect(errorOf(await api.call('PATCH', `/api/drive/items/${outer.id}`, { parentId: outer.id }), 400)).toBe(DRIVE_MESSAGES.moveIntoItself);
    expect(errorOf(await api.call('PATCH', `/api/drive/items/${outer.id}`, { parentId: deepest.id }), 400)).toBe(DRIVE_MESSAGES.moveIntoItself);

    const file = await api.file('memo.txt', 'memo', { parentId: deepest.id });
    const moved = await api.call('PATCH', `/api/drive/items/${file.id}`, { parentId: outer.id });
    expect(moved.json()).toMatchObject({ parentId: outer.id });
    expect(errorOf(await api.call('PATCH', `/api/drive/items/${inner.id}`, { parentId: file.id }), 404)).toBe('Folder not found');
    const toTop = await api.call('PATCH', `/api/drive/items/${deepest.id}`, { parentId: null });
    expect(toTop.json()).toMatchObject({ parentId: null });
  });

  it('deletes into the trash, hiding a folder with everything below it, and restores it', async () => {
    const folder = await api.folder('Old matter');
    const child = await api.folder('Pleadings', folder.id);
    const file = await api.file('answer.txt', 'answer', { parentId: child.id });
    expect((await api.call('DELETE', `/api/drive/items/${folder.id}`)).statusCode).toBe(204);

    expect(names((await api.list()).items)).not.toContain('Old matter');
    expect(errorOf(await api.call('GET', `/api/drive/items?parentId=${child.id}`), 404)).toBe('Folder not found');
    expect((await api.call('GET', `/api/drive/items/${file.id}/content`)).statusCode).toBe(404);
    expect((await api.call('PATCH', `/api/drive/items/${file.id}`, { name: 'x.txt' })).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/drive/items/${folder.id}`)).statusCode).toBe(404);

    const restored = await api.call('POST', `/api/drive/items/${folder.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: folder.id, name: 'Old matter' });
    expect(names((await api.list(child.id)).items)).toEqual(['answer.txt']);
  });

  it('restores an item whose folder is still in the trash at the top of the drive', async () => {
    const folder = await api.folder('Closed');
    const file = await api.file('closing-letter.txt', 'bye', { parentId: folder.id });
    await api.call('DELETE', `/api/drive/items/${file.id}`);
    await api.call('DELETE', `/api/drive/items/${folder.id}`);
    const restored = (await api.call('POST', `/api/drive/items/${file.id}/restore`)).json();
    expect(restored).toMatchObject({ id: file.id, parentId: null });
    expect(names((await api.list()).items)).toContain('closing-letter.txt');
  });

  it("answers 404 for another user's ids and for unknown ids everywhere", async () => {
    const folder = await api.folder('Private');
    const file = await api.file('private.txt', 'secret', { parentId: folder.id });
    for (const id of [folder.id, FOREIGN_ID]) {
      expect((await other.call('GET', `/api/drive/items?parentId=${id}`)).statusCode).toBe(404);
      expect((await other.call('POST', '/api/drive/folders', { name: 'Intruder', parentId: id })).statusCode).toBe(404);
      expect((await other.upload({ name: 'x.txt', parentId: id }, Buffer.from('x'))).statusCode).toBe(404);
    }
    for (const id of [folder.id, file.id, FOREIGN_ID]) {
      expect((await other.call('PATCH', `/api/drive/items/${id}`, { name: 'Mine now' })).statusCode).toBe(404);
      expect((await other.call('DELETE', `/api/drive/items/${id}`)).statusCode).toBe(404);
      expect((await other.call('POST', `/api/drive/items/${id}/restore`)).statusCode).toBe(404);
      expect((await other.call('GET', `/api/drive/items/${id}/content`)).statusCode).toBe(404);
    }
    const mine = await other.folder('Mine');
    expect((await other.call('PATCH', `/api/drive/items/${mine.id}`, { parentId: folder.id })).statusCode).toBe(404);
    expect(names((await api.list(folder.id)).items)).toEqual(['private.txt']);
  });

  it('reports storage, trash and the Google link on the diagnostics route', async () => {
    const fresh = driveClient(t.app, (await signUpUser(t.app)).cookie);
    await fresh.file('one.txt', '12345');
    const two = await fresh.file('two.txt', '123');
    await fresh.call('DELETE', `/api/drive/items/${two.id}`);
    const debug = await fresh.call('GET', '/api/drive/debug');
    expect(debug.statusCode, debug.body).toBe(200);
    expect(debug.json()).toEqual({
      storage: { files: 2, bytes: 8, limitBytes: 25 * 1024 * 1024 },
      trash: { items: 1 },
      google: { linked: false, scopeGranted: false },
    });
  });
});
