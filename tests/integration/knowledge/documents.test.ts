import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intentsWithin } from '../../../api/outbox/intents';
import { Outbox } from '../../../api/outbox/outbox';
import { insertDocumentAndIngest } from '../../../api/knowledge/document-create';
import { MAX_FILE_BYTES } from '../../../domain/files/limits';
import { findMessageId, signedInWithDemoMailbox } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { errorOf, FOREIGN_ID, knowledgeClient, OWN_ORIGIN, type KnowledgeClient } from './core-helpers';

describe('knowledge-base documents API', () => {
  let t: TestApp;
  let api: KnowledgeClient;
  let other: KnowledgeClient;
  let cookie: string;
  let userId: string;
  let accountId: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    ({ cookie, userId, accountId } = await signedInWithDemoMailbox(t));
    api = knowledgeClient(t.app, cookie);
    other = knowledgeClient(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  it('lists newest first, filters by folder and status, and needs sign-in', async () => {
    const folder = await api.createFolder({ name: 'Correspondence' });
    const first = await api.createDocument({ title: 'Letter to carrier', content: 'Please authorise the MRI.', folderId: folder.id });
    const second = await api.createDocument({ title: 'Letter to client', content: 'Your hearing is set for next month.' });
    expect((await api.listDocuments()).map((d) => d.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect((await api.listDocuments(`?folderId=${folder.id}`)).map((d) => d.id)).toEqual([first.id]);
    await api.waitSettled(second.id);
    expect((await api.listDocuments('?status=ready')).map((d) => d.id)).toContain(second.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/knowledge/documents' })).statusCode).toBe(401);
    expect(errorOf(await api.call('POST', '/documents', { title: '  ', content: 'x' }), 400)).toBe('Document title is required.');
    expect(errorOf(await api.call('POST', '/documents', { title: 'x', content: 'y', folderId: FOREIGN_ID }), 404)).toBe('Folder not found');
  });

  it("answers 404 for every id of another user's", async () => {
    const mine = await api.createDocument({ title: 'Private memo', content: 'Settlement authority is 40,000.' });
    const folder = await api.createFolder({ name: 'Private' });
    expect(errorOf(await other.call('GET', `/documents/${mine.id}`), 404)).toBe('Document not found');
    expect(errorOf(await other.call('GET', `/documents/${mine.id}/chunks`), 404)).toBe('Document not found');
    expect(errorOf(await other.call('GET', `/documents/${mine.id}/file`), 404)).toBe('Document not found');
    expect(errorOf(await other.call('PATCH', `/documents/${mine.id}`, { title: 'Mine' }), 404)).toBe('Document not found');
    expect(errorOf(await other.call('DELETE', `/documents/${mine.id}`), 404)).toBe('Document not found');
    expect(errorOf(await other.call('POST', `/documents/${mine.id}/retry`, {}), 404)).toBe('Document not found');
    expect(errorOf(await other.call('GET', `/documents?folderId=${folder.id}`), 404)).toBe('Folder not found');
    expect(errorOf(await other.call('POST', '/documents/from-mail', { accountId, messageId: 'x' }), 404)).toBe('Mail account not found');
    expect((await other.call('GET', '/processing')).json().documents).toEqual([]);
  });

  it('renames, moves and deletes a document', async () => {
    const folder = await api.createFolder({ name: 'Templates' });
    const created = await api.createDocument({ title: 'Draft', content: 'A template for a declaration of readiness.' });
    await api.waitSettled(created.id);
    const moved = (await api.call('PATCH', `/documents/${created.id}`, { title: 'Declaration of readiness', folderId: folder.id })).json();
    expect(moved).toMatchObject({ title: 'Declaration of readiness', folderId: folder.id, matterId: null });
    const chunkFolders = await t.database.db.selectFrom('knowledge_chunks').select('folder_id').where('document_id', '=', created.id).execute();
    expect(chunkFolders.every((chunk) => chunk.folder_id === folder.id)).toBe(true);
    expect((await api.call('DELETE', `/documents/${created.id}`)).statusCode).toBe(204);
    expect(errorOf(await api.call('GET', `/documents/${created.id}`), 404)).toBe('Document not found');
    expect(await t.database.db.selectFrom('knowledge_chunks').select('id').where('document_id', '=', created.id).execute()).toEqual([]);

    // Uploaded bytes go with their document, or with the folder that held it.
    const storedFile = async (documentId: string) => (await t.database.db.selectFrom('knowledge_documents').select('file_id').where('id', '=', documentId).executeTakeFirstOrThrow()).file_id!;
    const fileRows = (id: string) => t.database.db.selectFrom('stored_files').select('id').where('id', '=', id).execute();
    const single = (await api.upload('Memo.txt', new TextEncoder().encode('A short memo.'))).json();
    const singleFile = await storedFile(single.id);
    expect((await api.call('DELETE', `/documents/${single.id}`)).statusCode).toBe(204);
    expect(await fileRows(singleFile)).toEqual([]);
    const inFolder = (await api.upload('Filed memo.txt', new TextEncoder().encode('Another memo.'), `&folderId=${folder.id}`)).json();
    const folderFile = await storedFile(inFolder.id);
    expect((await api.call('DELETE', `/folders/${folder.id}`)).statusCode).toBe(204);
    expect(await fileRows(folderFile)).toEqual([]);
  });

  it('refuses an upload past the limit (413), a body that is not raw bytes (415) and a foreign origin (403)', async () => {
    const big = await api.upload('Huge.pdf', new Uint8Array(MAX_FILE_BYTES + 1));
    expect(errorOf(big, 413)).toMatch(/larger than the 25 MB limit/);
    const json = await t.app.inject({ method: 'POST', url: '/api/knowledge/documents/upload?name=a.txt', headers: { cookie, origin: OWN_ORIGIN, 'content-type': 'application/json' }, payload: {} });
    expect(json.statusCode).toBe(415);
    const foreign = await t.app.inject({ method: 'POST', url: '/api/knowledge/documents/upload?name=a.txt', headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/octet-stream' }, payload: Buffer.from('hi') });
    expect(foreign.statusCode).toBe(403);
    expect(await t.database.db.selectFrom('knowledge_documents').select('id').where('name', 'in', ['Huge.pdf', 'a.txt']).execute()).toEqual([]);
  });

  it('adds a demo e-mail and its attachment, or only the attachment named', async () => {
    const messageId = await findMessageId(t.app, cookie, accountId, 'Notice of Taking Deposition');
    const folder = await api.createFolder({ name: 'Howard', isMatter: true });
    const response = await api.call('POST', '/documents/from-mail', { accountId, messageId, folderId: folder.id });
    expect(response.statusCode, response.body).toBe(201);
    const [message, attachment, ...rest] = response.json().documents;
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ title: expect.stringContaining('Notice of Taking Deposition'), type: 'text', matterId: folder.id, hasFile: false, source: { kind: 'mail', accountId, messageId } });
    expect(attachment).toMatchObject({ title: 'Notice-of-Deposition-Howard.pdf', mimeType: 'application/pdf', hasFile: true, source: { kind: 'mail', accountId, messageId, attachmentId: expect.any(String) } });
    const ready = await api.waitSettled(message.id, folder.id);
    expect(ready.status, ready.error ?? '').toBe('ready');
    expect(ready.content).toContain('Subject: Notice of Taking Deposition');
    // The demo attachment is a placeholder, not a real PDF: it fails with the parser's message, nothing indexed.
    const attachmentState = await api.waitSettled(attachment.id, folder.id);
    expect(attachmentState).toMatchObject({ status: 'error', chunkCount: 0 });
    const file = await api.call('GET', `/documents/${attachment.id}/file?matterId=${folder.id}`);
    expect(file.rawPayload.toString('latin1')).toMatch(/^%PDF-1\.4/);

    const only = await api.call('POST', '/documents/from-mail', { accountId, messageId, attachmentId: attachment.source.attachmentId, folderId: null });
    expect(only.statusCode, only.body).toBe(201);
    expect(only.json().documents.map((d: { title: string }) => d.title)).toEqual(['Notice-of-Deposition-Howard.pdf']);
    expect(errorOf(await api.call('POST', '/documents/from-mail', { accountId, messageId, attachmentId: 'nope' }), 404)).toBe('Attachment not found');
  });

  it("adds a drive file pointing at the drive's stored bytes", async () => {
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/drive/files?name=Client%20letter.txt',
      headers: { cookie, origin: OWN_ORIGIN, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('Dear client, your deposition is on the fifth.'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const item = uploaded.json();
    const created = await api.call('POST', '/documents/from-drive', { driveItemId: item.id });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Client letter.txt', hasFile: true, source: { kind: 'drive', driveItemId: item.id } });
    const ready = await api.waitSettled(created.json().id);
    expect(ready.status, ready.error ?? '').toBe('ready');
    expect(ready.content).toContain('deposition is on the fifth');
    const [doc, drive] = await Promise.all([
      t.database.db.selectFrom('knowledge_documents').select('file_id').where('id', '=', ready.id).executeTakeFirstOrThrow(),
      t.database.db.selectFrom('drive_items').select('file_id').where('id', '=', item.id).executeTakeFirstOrThrow(),
    ]);
    expect(doc.file_id).toBe(drive.file_id);
    expect(errorOf(await other.call('POST', '/documents/from-drive', { driveItemId: item.id }), 404)).toBe('Drive file not found');
  });

  it('crash-safe: the document and its ingestion intent are committed together, and the relay catches up after a crash', async () => {
    const db = t.database.db;
    // A crash before commit leaves neither.
    const outbox = new Outbox(db, t.temporal, { warn: () => undefined });
    await expect(
      outbox.transaction(async (trx, intents) => {
        await insertDocumentAndIngest(trx, intents, { userId, folderId: null, title: 'Lost draft', content: 'never committed', mimeType: 'text/plain', fileId: null, source: { kind: 'text' }, metadata: {} });
        throw new Error('process killed');
      }),
    ).rejects.toThrow('process killed');
    expect(await db.selectFrom('knowledge_documents').select('id').where('name', '=', 'Lost draft').execute()).toEqual([]);

    // A crash right after commit, before the writer sent the intent: both rows are there, the relay sends it.
    const created = await db.transaction().execute(async (trx) => {
      const { intents } = intentsWithin(trx, 0);
      return insertDocumentAndIngest(trx, intents, { userId, folderId: null, title: 'Committed draft', content: 'The relay starts my ingestion.', mimeType: 'text/plain', fileId: null, source: { kind: 'text' }, metadata: {} });
    });
    const intent = await db.selectFrom('workflow_outbox').select(['name', 'args']).where('workflow_id', '=', `knowledge-ingest-${created.id}-0`).executeTakeFirst();
    expect(intent).toMatchObject({ name: 'ingestDocument', args: [{ documentId: created.id, userId }] });
    outbox.relay.start();
    try {
      expect((await api.waitSettled(created.id)).status).toBe('ready');
    } finally {
      await outbox.relay.stop();
    }
  });
});
