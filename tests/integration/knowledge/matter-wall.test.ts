import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentView, FolderView } from '../../../domain/knowledge/views';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { errorOf, knowledgeClient, type KnowledgeClient } from './core-helpers';

/** The matter wall on the documents API: a matter's documents and chunks are reached only by naming that matter. */
describe('matter wall on documents', () => {
  let t: TestApp;
  let api: KnowledgeClient;
  let matterA: FolderView;
  let matterB: FolderView;
  let inA: DocumentView;
  let outside: DocumentView;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    api = knowledgeClient(t.app, (await signUpUser(t.app)).cookie);
    matterA = await api.createFolder({ name: 'Howard v. Acme', isMatter: true, matterNumber: 'ADJ16482093' });
    matterB = await api.createFolder({ name: 'Ortiz v. Beta', isMatter: true, matterNumber: 'ADJ17283940' });
    const medical = await api.createFolder({ name: 'Medical', parentId: matterA.id });
    inA = await api.createDocument({ title: 'QME report', content: 'The QME found 12 percent whole person impairment of the lumbar spine.', folderId: medical.id });
    outside = await api.createDocument({ title: 'Office manual', content: 'Calendar every hearing the day the notice arrives.' });
    expect(inA.matterId).toBe(matterA.id);
    await api.waitSettled(inA.id, matterA.id);
    await api.waitSettled(outside.id);
  });
  afterAll(async () => t?.close());

  it('a document inside matter A is 404 without matterId or with matter B, and reachable with A', async () => {
    for (const query of ['', `?matterId=${matterB.id}`]) {
      expect(errorOf(await api.call('GET', `/documents/${inA.id}${query}`), 404)).toBe('Document not found');
      expect(errorOf(await api.call('GET', `/documents/${inA.id}/chunks${query}`), 404)).toBe('Document not found');
      expect(errorOf(await api.call('PATCH', `/documents/${inA.id}${query}`, { title: 'x' }), 404)).toBe('Document not found');
      expect(errorOf(await api.call('DELETE', `/documents/${inA.id}${query}`), 404)).toBe('Document not found');
    }
    expect((await api.getDocument(inA.id, matterA.id)).content).toContain('whole person impairment');
    expect((await api.call('GET', `/documents/${inA.id}/chunks?matterId=${matterA.id}`)).json().chunks.length).toBeGreaterThan(0);
    expect(errorOf(await api.call('GET', `/documents?matterId=${inA.folderId}`), 404)).toBe('Matter not found');
  });

  it('a listing without matterId leaves matter documents out; with a matter it shows only that matter', async () => {
    const plain = (await api.listDocuments()).map((d) => d.id);
    expect(plain).toContain(outside.id);
    expect(plain).not.toContain(inA.id);
    expect((await api.listDocuments(`?matterId=${matterA.id}`)).map((d) => d.id)).toEqual([inA.id]);
    expect(await api.listDocuments(`?matterId=${matterB.id}`)).toEqual([]);
    expect(errorOf(await api.call('GET', `/documents?matterId=${matterB.id}&folderId=${inA.folderId}`), 404)).toBe('Folder not found');
  });

  it('moving a folder into a matter moves its documents and chunks behind the wall, in one go; unmarking lets them out', async () => {
    const loose = await api.createFolder({ name: 'Loose papers' });
    const doc = await api.createDocument({ title: 'Wage statement', content: 'Average weekly wage of 1,250 dollars.', folderId: loose.id });
    await api.waitSettled(doc.id);
    const chunkMatters = async (documentId: string) =>
      (await t.database.db.selectFrom('knowledge_chunks').select('matter_id').where('document_id', '=', documentId).execute()).map((row) => row.matter_id);

    const moved = (await api.call('PATCH', `/folders/${loose.id}`, { parentId: matterB.id })).json();
    expect(moved.matterId).toBe(matterB.id);
    expect(new Set(await chunkMatters(doc.id))).toEqual(new Set([matterB.id]));
    expect(errorOf(await api.call('GET', `/documents/${doc.id}`), 404)).toBe('Document not found');
    expect((await api.getDocument(doc.id, matterB.id)).matterId).toBe(matterB.id);

    // Moving a single document across matters takes its chunks along.
    const across = (await api.call('PATCH', `/documents/${doc.id}?matterId=${matterB.id}`, { folderId: matterA.id })).json();
    expect(across.matterId).toBe(matterA.id);
    expect(new Set(await chunkMatters(doc.id))).toEqual(new Set([matterA.id]));

    // Unmarking matter A lets everything below it out of the wall.
    await api.call('PATCH', `/folders/${matterA.id}`, { isMatter: false });
    expect(new Set(await chunkMatters(inA.id))).toEqual(new Set([null]));
    expect((await api.getDocument(inA.id)).matterId).toBeNull();
    expect(errorOf(await api.call('GET', `/documents/${inA.id}?matterId=${matterA.id}`), 404)).toBe('Matter not found');
  });
});
