import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedChunkBatch } from '../../../activities/knowledge/embed-chunks';
import { finishDocument } from '../../../activities/knowledge/finish-document';
import { retryOrFail } from '../../../activities/knowledge/ingestion-store';
import { prepareDocument } from '../../../activities/knowledge/prepare-document';
import { vectorFromSql } from '../../../activities/knowledge/vector-text';
import { makeDocx, makeEml, makePdf } from '../../support/document-fixtures';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { errorOf, knowledgeClient, type KnowledgeClient } from './core-helpers';

/** Ingestion on a real Temporal server, real PGlite and the real embedding model. */
describe('document ingestion workflow', () => {
  let t: TestApp;
  let api: KnowledgeClient;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    const user = await signUpUser(t.app);
    userId = user.user.id;
    api = knowledgeClient(t.app, user.cookie);
  });
  afterAll(async () => t?.close());

  const chunkRows = (documentId: string) =>
    t.database.db.selectFrom('knowledge_chunks').select(['ordinal', 'text', 'page', 'char_start', 'char_end', 'heading_path', 'embedding', 'embedding_model']).where('document_id', '=', documentId).orderBy('ordinal').execute();

  it('a typed document goes pending → ready with chunks carrying span, heading path and 384-dimension vectors', async () => {
    const content = '# Facts\n\nThe applicant fell from a ladder at the warehouse on 3 March.\n\n## Medical treatment\n\nDr. Lee diagnosed a lumbar strain and prescribed physical therapy.\n';
    const created = await api.createDocument({ title: '  Howard intake notes ', content, metadata: { client: 'Howard' } });
    expect(created).toMatchObject({ title: 'Howard intake notes', type: 'text', status: 'pending', retryCount: 0, source: { kind: 'text' }, metadata: { client: 'Howard' }, hasFile: false });
    const ready = await api.waitSettled(created.id);
    expect(ready, ready.error ?? '').toMatchObject({ status: 'ready', error: null, content, pageCount: null, embeddingModel: t.embedder.model });
    expect(ready.chunkCount).toBeGreaterThan(0);
    expect(ready.chunksEmbedded).toBe(ready.chunkCount);

    const rows = await chunkRows(created.id);
    expect(rows).toHaveLength(ready.chunkCount);
    for (const row of rows) {
      expect(row.text).toBe(content.slice(row.char_start, row.char_end));
      expect(row.page).toBeNull();
      expect(row.embedding_model).toBe(t.embedder.model);
      const vector = vectorFromSql(row.embedding!);
      expect(vector).toHaveLength(384);
      expect(Math.hypot(...vector)).toBeCloseTo(1, 3);
    }
    expect(rows.some((row) => row.heading_path.join(' > ') === 'Facts > Medical treatment' && row.text.includes('lumbar strain'))).toBe(true);

    const document = await t.database.db.selectFrom('knowledge_documents').select(['embedding', 'type', 'user_id']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(document.type).toBe('text');
    expect(vectorFromSql(document.embedding!)).toHaveLength(384);

    const chunks = (await api.call('GET', `/documents/${created.id}/chunks`)).json().chunks;
    expect(chunks[0]).toMatchObject({ ordinal: rows[0]!.ordinal, charStart: rows[0]!.char_start, headingPath: rows[0]!.heading_path });
    const processing = (await api.call('GET', '/processing')).json().documents;
    expect(processing.find((row: { id: string }) => row.id === created.id)).toMatchObject({ status: 'ready', chunksEmbedded: ready.chunkCount, folderName: null, matterName: null });
  });

  it('an uploaded PDF keeps its page numbers', async () => {
    const pdf = await makePdf([
      ['NOTICE OF TAKING DEPOSITION', 'The deposition of Jordan Howard will be taken at the offices of Bradford and Lee.'],
      ['The witness shall bring all medical records concerning the lumbar injury.'],
    ]);
    const response = await api.upload('Notice of deposition.pdf', pdf);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ title: 'Notice of deposition.pdf', mimeType: 'application/pdf', hasFile: true, source: { kind: 'upload', fileName: 'Notice of deposition.pdf' } });
    const ready = await api.waitSettled(created.id);
    expect(ready, ready.error ?? '').toMatchObject({ status: 'ready', pageCount: 2 });
    const rows = await chunkRows(created.id);
    expect(rows.find((row) => row.text.includes('medical records'))?.page).toBe(2);
    expect(rows.find((row) => row.text.includes('Jordan Howard'))?.page).toBe(1);
    const file = await api.call('GET', `/documents/${created.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(file.rawPayload, Buffer.from(pdf))).toBe(0);
  });

  it('an uploaded Word file gives its chunks their heading paths', async () => {
    const docx = await makeDocx([
      { heading: 1, text: 'Petition for reconsideration' },
      { heading: 2, text: 'Statement of facts' },
      { text: 'The applicant was injured while lifting boxes in the course of employment.' },
      { heading: 2, text: 'Argument' },
      { text: 'The judge failed to consider the treating physician report.' },
    ]);
    const created = (await api.upload('Petition.docx', docx)).json();
    const ready = await api.waitSettled(created.id);
    expect(ready, ready.error ?? '').toMatchObject({ status: 'ready' });
    const rows = await chunkRows(created.id);
    expect(rows.find((row) => row.text.includes('treating physician'))?.heading_path).toEqual(['Petition for reconsideration', 'Argument']);
    expect(rows.find((row) => row.text.includes('lifting boxes'))?.heading_path).toEqual(['Petition for reconsideration', 'Statement of facts']);
    const file = await api.call('GET', `/documents/${created.id}/file`);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('an uploaded e-mail is indexed, and the file it carries becomes a document of its own beside it', async () => {
    const folder = await api.createFolder({ name: 'Ortiz', isMatter: true });
    const report = await makePdf([['SUPPLEMENTAL QME REPORT', 'The applicant reached maximum medical improvement in May.']]);
    const eml = makeEml({ subject: 'QME supplemental report', from: 'qme@example.test', to: 'office@example.test', text: 'Attached is the supplemental report.', attachments: [{ name: 'Supplemental report.pdf', mimeType: 'application/pdf', bytes: report }] });
    const created = (await api.upload('QME report.eml', new TextEncoder().encode(eml), `&folderId=${folder.id}`)).json();
    expect(created).toMatchObject({ mimeType: 'message/rfc822', matterId: folder.id });
    expect((await api.waitSettled(created.id, folder.id)).status).toBe('ready');
    const children = await t.database.db.selectFrom('knowledge_documents').select(['id', 'name', 'matter_id', 'folder_id']).where('user_id', '=', userId).where('name', '=', 'Supplemental report.pdf').execute();
    expect(children).toEqual([{ id: expect.any(String), name: 'Supplemental report.pdf', matter_id: folder.id, folder_id: folder.id }]);
    const child = await api.waitSettled(children[0]!.id, folder.id);
    expect(child, child.error ?? '').toMatchObject({ status: 'ready', pageCount: 1, hasFile: true });
  });

  it('a corrupt PDF fails with a clear message and no chunks; a manual retry counts up to 3, then 409', async () => {
    const created = (await api.upload('Broken.pdf', new TextEncoder().encode('%PDF-1.4\nthis is not really a pdf\n%%EOF\n'))).json();
    let failed = await api.waitSettled(created.id);
    expect(failed).toMatchObject({ status: 'error', retryCount: 0, chunkCount: 0 });
    expect(failed.error).toBe('This PDF could not be read: it may be damaged or password-protected.');
    expect(await chunkRows(created.id)).toEqual([]);
    const processing = (await api.call('GET', '/processing')).json().documents;
    expect(processing.find((row: { id: string }) => row.id === created.id)).toMatchObject({ status: 'error', error: failed.error });

    for (const expected of [1, 2, 3]) {
      const retried = await api.call('POST', `/documents/${created.id}/retry`, {});
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toMatchObject({ status: 'pending', retryCount: expected, error: null });
      failed = await api.waitSettled(created.id);
      expect(failed).toMatchObject({ status: 'error', retryCount: expected });
    }
    expect(errorOf(await api.call('POST', `/documents/${created.id}/retry`, {}), 409)).toBe('This document has been retried 3 times already.');
    const runs = [0, 1, 2, 3].map((n) => `knowledge-ingest-${created.id}-${n}`);
    for (const id of runs) expect((await t.temporal.client.workflow.getHandle(id).describe()).status.name).toBe('COMPLETED');
  });

  it('a ready document is not retried', async () => {
    const created = await api.createDocument({ title: 'Short note', content: 'Call the QME office on Monday.' });
    await api.waitSettled(created.id);
    expect(errorOf(await api.call('POST', `/documents/${created.id}/retry`, {}), 409)).toBe('Only a document that failed can be retried.');
  });

  it('an unsupported file type fails its document with the reason', async () => {
    const created = (await api.upload('Photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))).json();
    const failed = await api.waitSettled(created.id);
    expect(failed.status).toBe('error');
    expect(failed.error).toMatch(/can't be read yet/);
  });

  /** A pending document written straight to the table (no workflow), for driving the activities by hand. */
  async function pendingDocument(title: string, content: string): Promise<string> {
    const row = await t.database.db
      .insertInto('knowledge_documents')
      .values({ user_id: userId, name: title, content, mime_type: 'text/markdown', file_id: null, folder_id: null, matter_id: null, source: JSON.stringify({ kind: 'text' }), metadata: '{}', embedding: null, embedding_model: null, error: null, page_count: null, last_updated: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('each activity run twice leaves the same rows (an activity may be retried after it committed)', async () => {
    const db = t.database.db;
    const documentId = await pendingDocument('Twice', '# Heading\n\n' + 'The applicant returned to modified work. '.repeat(200));
    const target = { documentId, userId, attempt: 0 };
    const first = await prepareDocument(db, target);
    const second = await prepareDocument(db, target);
    expect(second).toEqual(first);
    expect(first.kind === 'prepared' && first.chunkCount).toBeGreaterThan(1);
    expect(await chunkRows(documentId)).toHaveLength(first.kind === 'prepared' ? first.chunkCount : -1);
    let outcome = await embedChunkBatch(db, t.embedder, target);
    while (outcome.kind === 'embedded' && outcome.remaining > 0) outcome = await embedChunkBatch(db, t.embedder, target);
    expect(await embedChunkBatch(db, t.embedder, target)).toEqual({ kind: 'embedded', remaining: 0 });
    expect(await finishDocument(db, t.embedder, target)).toMatchObject({ kind: 'ready' });
    // Once ready, a late second run of any step changes nothing.
    expect(await finishDocument(db, t.embedder, target)).toEqual({ kind: 'gone' });
    expect(await prepareDocument(db, target)).toEqual({ kind: 'gone' });
    const row = await db.selectFrom('knowledge_documents').select(['status', 'chunks_embedded', 'chunk_count']).where('id', '=', documentId).executeTakeFirstOrThrow();
    expect(row.status).toBe('ready');
    expect(row.chunks_embedded).toBe(row.chunk_count);
  });

  it('an automatic retry sends the document back to pending with retry_count + 1, and after 3 fails it with the message and no chunks', async () => {
    const db = t.database.db;
    const documentId = await pendingDocument('Flaky', 'Text that will be indexed.');
    await prepareDocument(db, { documentId, userId, attempt: 0 });
    expect(await retryOrFail(db, { documentId, userId, attempt: 0 }, 'model busy')).toEqual({ retried: true, attempt: 1 });
    // The same call again (the activity retried after committing) answers the same and changes nothing.
    expect(await retryOrFail(db, { documentId, userId, attempt: 0 }, 'model busy')).toEqual({ retried: true, attempt: 1 });
    const state = () => db.selectFrom('knowledge_documents').select(['status', 'retry_count', 'error', 'chunk_count']).where('id', '=', documentId).executeTakeFirstOrThrow();
    expect(await state()).toEqual({ status: 'pending', retry_count: 1, error: null, chunk_count: 0 });
    expect(await chunkRows(documentId)).toEqual([]);
    expect(await retryOrFail(db, { documentId, userId, attempt: 1 }, 'model busy')).toEqual({ retried: true, attempt: 2 });
    expect(await retryOrFail(db, { documentId, userId, attempt: 2 }, 'model busy')).toEqual({ retried: true, attempt: 3 });
    await prepareDocument(db, { documentId, userId, attempt: 3 });
    expect(await retryOrFail(db, { documentId, userId, attempt: 3 }, 'The embedding model is unavailable.')).toEqual({ retried: false });
    expect(await state()).toEqual({ status: 'error', retry_count: 3, error: 'The embedding model is unavailable.', chunk_count: 0 });
    expect(await chunkRows(documentId)).toEqual([]);
  });
});
