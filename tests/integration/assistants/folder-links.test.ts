import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantView } from '../../../domain/assistants/views';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { assistantsClient, errorOf, FOREIGN_ID, ok, type AssistantsClient } from './assistant-helpers';

describe('assistants: linking knowledge folders', () => {
  let t: TestApp;
  let api: AssistantsClient;
  let other: AssistantsClient;

  beforeAll(async () => {
    t = await createTestApp();
    api = assistantsClient(t.app, (await signUpUser(t.app)).cookie);
    other = assistantsClient(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  const folderRow = (id: string) => t.database.db.selectFrom('knowledge_folders').select(['assistant_ids', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();

  it('links folders and replies with the updated assistant (knowledgeBase items and linkedFolders)', async () => {
    const assistant = await api.create({ name: 'Research' });
    const pleadings = await api.createFolder('Pleadings');
    const medical = await api.createFolder('Medical reports');
    const linked = ok<AssistantView>(
      await api.link(assistant.id, { knowledgeBase: [{ id: medical.id, name: 'Medical reports', parent_folder_id: null }], linkedFolders: [pleadings.id] }),
      200,
    );
    expect(linked.id).toBe(assistant.id);
    expect(new Set(linked.linkedFolders)).toEqual(new Set([pleadings.id, medical.id]));
    expect(linked.knowledgeBase).toEqual([
      { id: medical.id, name: 'Medical reports', parent_folder_id: null },
      { id: pleadings.id, name: 'Pleadings', parent_folder_id: null },
    ]);
    expect((await folderRow(pleadings.id)).assistant_ids).toEqual([assistant.id]);
    expect((await api.get(assistant.id)).linkedFolders).toEqual(linked.linkedFolders);
  });

  it('changes nothing when a folder is already linked', async () => {
    const assistant = await api.create({ name: 'Summaries' });
    const folder = await api.createFolder('Depositions');
    ok(await api.link(assistant.id, { linkedFolders: [folder.id] }), 200);
    const before = await folderRow(folder.id);
    const again = ok<AssistantView>(await api.link(assistant.id, { linkedFolders: [folder.id, folder.id] }), 200);
    const after = await folderRow(folder.id);
    expect(after.assistant_ids).toEqual([assistant.id]);
    expect(after.updated_at.toISOString()).toBe(before.updated_at.toISOString());
    expect(again.linkedFolders).toEqual([folder.id]);
  });

  it('replaces the linked set: folders left out are unlinked; an empty list unlinks all', async () => {
    const assistant = await api.create({ name: 'Swapper' });
    const a = await api.createFolder('A');
    const b = await api.createFolder('B');
    ok(await api.link(assistant.id, { linkedFolders: [a.id] }), 200);
    const swapped = ok<AssistantView>(await api.link(assistant.id, { linkedFolders: [b.id] }), 200);
    expect(swapped.linkedFolders).toEqual([b.id]);
    expect((await folderRow(a.id)).assistant_ids).toEqual([]);
    expect(ok<AssistantView>(await api.link(assistant.id, { linkedFolders: [] }), 200).linkedFolders).toEqual([]);
    expect((await folderRow(b.id)).assistant_ids).toEqual([]);
  });

  it('keeps other assistants’ links on the same folder', async () => {
    const first = await api.create({ name: 'First' });
    const second = await api.create({ name: 'Second' });
    const shared = await api.createFolder('Shared');
    ok(await api.link(first.id, { linkedFolders: [shared.id] }), 200);
    ok(await api.link(second.id, { linkedFolders: [shared.id] }), 200);
    ok(await api.link(first.id, { linkedFolders: [] }), 200);
    expect((await folderRow(shared.id)).assistant_ids).toEqual([second.id]);
  });

  it('refuses a bulk link with no valid folders and changes nothing; skips unknown ids among valid ones', async () => {
    const assistant = await api.create({ name: 'Strict' });
    const mine = await api.createFolder('Mine');
    ok(await api.link(assistant.id, { linkedFolders: [mine.id] }), 200);
    expect(errorOf(await api.link(assistant.id, { linkedFolders: [FOREIGN_ID] }), 400)).toBe(
      'None of the chosen folders exist in your knowledge base, so nothing was linked.',
    );
    expect((await api.get(assistant.id)).linkedFolders).toEqual([mine.id]);
    const mixed = ok<AssistantView>(await api.link(assistant.id, { linkedFolders: [FOREIGN_ID, mine.id] }), 200);
    expect(mixed.linkedFolders).toEqual([mine.id]);
    expect((await api.link(assistant.id, { linkedFolders: ['not-a-uuid'] })).statusCode).toBe(400);
  });

  it("cannot link another user's folder, nor link to another user's assistant", async () => {
    const assistant = await api.create({ name: 'Mine' });
    const theirs = await other.createFolder('Their folder');
    expect(errorOf(await api.link(assistant.id, { linkedFolders: [theirs.id] }), 400)).toBe(
      'None of the chosen folders exist in your knowledge base, so nothing was linked.',
    );
    expect((await folderRow(theirs.id)).assistant_ids).toEqual([]);
    const theirAssistant = await other.create({ name: 'Theirs' });
    const myFolder = await api.createFolder('My folder');
    expect(errorOf(await api.link(theirAssistant.id, { linkedFolders: [myFolder.id] }), 404)).toBe(`Assistant with ID ${theirAssistant.id} not found.`);
    expect((await folderRow(myFolder.id)).assistant_ids).toEqual([]);
  });

  it('unlinks one folder; an unknown folder is 404', async () => {
    const assistant = await api.create({ name: 'One by one' });
    const a = await api.createFolder('Keep');
    const b = await api.createFolder('Drop');
    ok(await api.link(assistant.id, { linkedFolders: [a.id, b.id] }), 200);
    const after = ok<AssistantView>(await api.call('DELETE', `/api/assistants/${assistant.id}/folders/${b.id}`), 200);
    expect(after.linkedFolders).toEqual([a.id]);
    expect(errorOf(await api.call('DELETE', `/api/assistants/${assistant.id}/folders/${FOREIGN_ID}`), 404)).toBe('Folder not found');
  });
});
