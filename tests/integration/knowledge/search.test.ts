import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Embedder } from '../../../activities/knowledge/embedder-types';
import { EmbeddingModelUnavailableError } from '../../../activities/knowledge/embedder-types';
import { hybridSearch } from '../../../api/knowledge/search/hybrid-search';
import type { DocumentUseView, SearchHit } from '../../../domain/knowledge/views';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { insertDocument, insertFolder } from './search-support';

const FOREIGN_ID = '0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11';

const TEXTS = {
  restrictions: 'WORK STATUS: modified work with no lifting over 10 pounds and no reaching above shoulder level with the right arm.',
  apportionment: 'The QME apportioned 40% of the lumbar permanent disability to pre-existing degenerative disc disease under Labor Code 4663.',
  lien: 'A lien claimant who fails to appear at the lien conference may have the lien dismissed with prejudice.',
  mileage: 'Mileage to medical appointments is reimbursed at the current rate with parking and tolls.',
  privileged: 'Privileged settlement memo: the client would accept a Compromise and Release above $60,000 for the lumbar claim.',
};

function client(app: FastifyInstance, cookie: string) {
  return (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: { cookie, origin: 'http://127.0.0.1:3000' }, ...(payload ? { payload } : {}) });
}

const errorOf = (response: { statusCode: number; body: string; json(): unknown }, status: number) => {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { error: { message: string } }).error.message;
};

describe('knowledge search API', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let otherCall: ReturnType<typeof client>;
  let userId: string;
  let matterId: string;
  let plainFolderId: string;
  let otherMatterId: string;
  const ids: Record<string, { documentId: string; chunkIds: string[] }> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const me = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    userId = me.user.id;
    call = client(t.app, me.cookie);
    otherCall = client(t.app, other.cookie);
    const db = t.database.db;
    matterId = await insertFolder(db, userId, { name: 'Ortiz v. Harbor Freight', isMatter: true });
    plainFolderId = await insertFolder(db, userId, { name: 'Forms and rules' });
    otherMatterId = await insertFolder(db, other.user.id, { name: 'Someone else’s matter', isMatter: true });
    const [restrictions, apportionment, lien, mileage, privileged] = await t.embedder.embed(Object.values(TEXTS));
    const model = t.embedder.model;
    ids.restrictions = await insertDocument(db, { userId, title: 'PR-2 work status', model, chunks: [{ text: TEXTS.restrictions, embedding: restrictions!, page: 2 }] });
    ids.apportionment = await insertDocument(db, { userId, title: 'QME report', model, folderId: plainFolderId, chunks: [{ text: TEXTS.apportionment, embedding: apportionment!, page: 7 }] });
    ids.lien = await insertDocument(db, { userId, title: 'Lien rules', model, folderId: plainFolderId, chunks: [{ text: TEXTS.lien, embedding: lien! }] });
    ids.mileage = await insertDocument(db, { userId, title: 'Mileage (still processing)', model, status: 'pending', chunks: [{ text: TEXTS.mileage, embedding: mileage! }] });
    ids.failed = await insertDocument(db, { userId, title: 'Mileage (failed)', model, status: 'error', chunks: [{ text: TEXTS.mileage, embedding: mileage! }] });
    ids.otherModel = await insertDocument(db, { userId, title: 'Mileage (other model)', model: 'text-embedding-3-small', chunks: [{ text: TEXTS.mileage, embedding: mileage! }] });
    ids.privileged = await insertDocument(db, { userId, title: 'Settlement memo', model, folderId: matterId, matterId, chunks: [{ text: TEXTS.privileged, embedding: privileged! }] });
    ids.foreign = await insertDocument(db, { userId: other.user.id, title: 'Their PR-2', model, chunks: [{ text: TEXTS.restrictions, embedding: restrictions! }] });
  }, 120_000);
  afterAll(async () => t?.close());

  const search = async (body: Record<string, unknown>, as = call): Promise<SearchHit[]> => {
    const response = await as('POST', '/api/knowledge/search', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().model).toBe(t.embedder.model);
    return response.json().hits;
  };

  it('finds a passage by meaning, with its place, the query words highlighted and the similarity', async () => {
    const hits = await search({ query: 'what can the patient lift at work?' });
    const top = hits[0]!;
    expect(top).toMatchObject({ documentId: ids.restrictions!.documentId, documentTitle: 'PR-2 work status', chunkId: ids.restrictions!.chunkIds[0], matterId: null, page: 2, headingPath: [], charStart: 0, text: TEXTS.restrictions });
    expect(top.highlights.map((span) => top.text.slice(span.start, span.end))).toEqual(['WORK', 'work', 'lifting']);
    expect(top.similarity).toBeGreaterThan(0.5);
    expect(top.score).toBeGreaterThan(hits[1]?.score ?? 0);
    expect((await search({ query: 'lifting restrictions', limit: 1 })).length).toBe(1);
  });

  it('searches only ready documents, of the current model, of the user, outside matters unless one is named', async () => {
    const hits = await search({ query: 'reimbursement of mileage and parking for doctor visits', limit: 50 });
    const documents = hits.map((hit) => hit.documentId);
    for (const hidden of ['mileage', 'failed', 'otherModel', 'privileged', 'foreign']) expect(documents).not.toContain(ids[hidden]!.documentId);
    expect(documents.sort()).toEqual([ids.restrictions!.documentId, ids.apportionment!.documentId, ids.lien!.documentId].sort());

    const inMatter = await search({ query: 'settlement amount the client would take', matterId });
    expect(inMatter.map((hit) => hit.documentId)).toEqual([ids.privileged!.documentId]);
    expect(inMatter[0]!.matterId).toBe(matterId);

    const inFolder = await search({ query: 'permanent disability', folderId: plainFolderId });
    expect(inFolder.map((hit) => hit.documentId).sort()).toEqual([ids.apportionment!.documentId, ids.lien!.documentId].sort());

    const theirs = await search({ query: 'lifting restrictions' }, otherCall);
    expect(theirs.map((hit) => hit.documentId)).toEqual([ids.foreign!.documentId]);
  });

  it("answers 404 for another user's matter or folder, a folder that is no matter, and unknown ids", async () => {
    expect(errorOf(await otherCall('POST', '/api/knowledge/search', { query: 'memo', matterId }), 404)).toBe('Matter not found');
    expect(errorOf(await call('POST', '/api/knowledge/search', { query: 'memo', matterId: otherMatterId }), 404)).toBe('Matter not found');
    expect(errorOf(await call('POST', '/api/knowledge/search', { query: 'memo', matterId: plainFolderId }), 404)).toBe('Matter not found');
    expect(errorOf(await call('POST', '/api/knowledge/search', { query: 'memo', matterId: FOREIGN_ID }), 404)).toBe('Matter not found');
    expect(errorOf(await otherCall('POST', '/api/knowledge/search', { query: 'memo', folderId: plainFolderId }), 404)).toBe('Folder not found');
    // A folder inside no matter is not reachable through a matter, and the matter folder not without it.
    expect(errorOf(await call('POST', '/api/knowledge/search', { query: 'memo', matterId, folderId: plainFolderId }), 404)).toBe('Folder not found');
    expect(errorOf(await call('POST', '/api/knowledge/search', { query: 'memo', folderId: matterId }), 404)).toBe('Folder not found');
    expect(errorOf(await otherCall('POST', '/api/knowledge/match-documents', { query: 'memo', matterId }), 404)).toBe('Matter not found');
    expect(errorOf(await otherCall('POST', '/api/knowledge/search-by-content', { query: 'memo', matterId }), 404)).toBe('Matter not found');
    expect(errorOf(await otherCall('GET', `/api/knowledge/uses?matterId=${matterId}`), 404)).toBe('Matter not found');
  });

  it('refuses a blank, missing, too long or malformed query with a clear text', async () => {
    for (const url of ['/api/knowledge/search', '/api/knowledge/match-documents', '/api/knowledge/search-by-content']) {
      expect(errorOf(await call('POST', url, { query: '   ' }), 400)).toBe('Type something to search for.');
      expect(errorOf(await call('POST', url, { query: '' }), 400)).toBe('Type something to search for.');
      expect(errorOf(await call('POST', url, {}), 400)).toBe('query is required.');
      expect(errorOf(await call('POST', url, { query: 'x'.repeat(2001) }), 400)).toMatch(/^query /);
      expect(errorOf(await call('POST', url, { query: 'x', matterId: 'not-a-uuid' }), 400)).toMatch(/^matterId /);
      expect(errorOf(await call('POST', url, { query: 'x', extra: 1 }), 400)).toBe('Unexpected field "extra".');
    }
    expect((await call('POST', '/api/knowledge/search', { query: 'x'.repeat(2000) })).statusCode).toBe(200);
    expect(errorOf(await call('POST', '/api/knowledge/search', { query: 'x', limit: 51 }), 400)).toMatch(/^limit /);
    expect(errorOf(await call('POST', '/api/knowledge/match-documents', { query: 'x', matchThreshold: 1.5 }), 400)).toMatch(/^matchThreshold /);
    expect((await t.app.inject({ method: 'POST', url: '/api/knowledge/search', payload: { query: 'x' } })).statusCode).toBe(401);
  });

  it('matches documents by their best passage at the seed threshold 0.7, most similar first', async () => {
    const response = await call('POST', '/api/knowledge/match-documents', { query: 'no lifting over ten pounds, no overhead reaching with the right arm' });
    expect(response.statusCode, response.body).toBe(200);
    const { documents } = response.json() as { documents: Array<{ id: string; title: string; similarity: number }> };
    expect(documents[0]).toMatchObject({ id: ids.restrictions!.documentId, title: 'PR-2 work status' });
    expect(documents.every((document) => document.similarity >= 0.7)).toBe(true);
    expect(documents.map((document) => document.similarity)).toEqual([...documents.map((document) => document.similarity)].sort((a, b) => b - a));
    const strict = await call('POST', '/api/knowledge/match-documents', { query: 'no lifting over ten pounds', matchThreshold: 0.999 });
    expect(strict.json().documents).toEqual([]);
    const one = await call('POST', '/api/knowledge/match-documents', { query: 'workers compensation', matchThreshold: 0, matchCount: 1 });
    expect(one.json().documents).toHaveLength(1);
  });

  it('searches by content for the AI and writes every document it hands over to the privilege trail', async () => {
    const response = await call('POST', '/api/knowledge/search-by-content', { query: 'how much would the client settle for', matterId });
    expect(response.statusCode, response.body).toBe(200);
    const { documents } = response.json() as { documents: Array<{ id: string; title: string; similarity: number; passages: SearchHit[] }> };
    expect(documents.map((document) => document.id)).toEqual([ids.privileged!.documentId]);
    expect(documents[0]!.similarity).toBeGreaterThanOrEqual(0.6);
    expect(documents[0]!.passages.map((passage) => passage.chunkId)).toEqual(ids.privileged!.chunkIds);
    expect(documents[0]!.passages[0]!.highlights.length).toBeGreaterThan(0);

    const outside = await call('POST', '/api/knowledge/search-by-content', { query: 'permanent disability apportionment', threshold: 0, limit: 2 });
    const handedOver = (outside.json() as { documents: Array<{ id: string; passages: SearchHit[] }> }).documents;
    expect(handedOver.length).toBeLessThanOrEqual(2);
    expect(handedOver[0]!.id).toBe(ids.apportionment!.documentId);

    const trail = await call('GET', `/api/knowledge/uses?matterId=${matterId}`);
    expect(trail.statusCode, trail.body).toBe(200);
    const uses = trail.json().uses as DocumentUseView[];
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ documentId: ids.privileged!.documentId, documentName: 'Settlement memo', matterId, chunkIds: ids.privileged!.chunkIds, purpose: 'search-by-content', query: 'how much would the client settle for' });
    expect(Date.parse(uses[0]!.createdAt)).not.toBeNaN();

    const outsideUses = (await call('GET', '/api/knowledge/uses')).json().uses as DocumentUseView[];
    expect(outsideUses.map((use) => use.documentId).sort()).toEqual(handedOver.map((document) => document.id).sort());
    expect(outsideUses.every((use) => use.matterId === null)).toBe(true);
    expect((await otherCall('GET', '/api/knowledge/uses')).json().uses).toEqual([]);
  });

  it('writes nothing to the trail when search by content finds nothing above the threshold', async () => {
    const before = ((await call('GET', '/api/knowledge/uses')).json().uses as unknown[]).length;
    const response = await call('POST', '/api/knowledge/search-by-content', { query: 'recipe for a lemon tart', threshold: 0.95 });
    expect(response.json().documents).toEqual([]);
    expect(((await call('GET', '/api/knowledge/uses')).json().uses as unknown[]).length).toBe(before);
  });

  it("answers 503 with the model's reason when it cannot be used", async () => {
    const broken: Embedder = {
      model: t.embedder.model,
      status: () => ({ state: 'unavailable', model: t.embedder.model, reason: 'the model files failed their checksum' }),
      embed: async () => {
        throw new EmbeddingModelUnavailableError('the model files failed their checksum');
      },
    };
    const scope = { userId, matterId: null, folderIds: null };
    await expect(hybridSearch(t.database.db, broken, scope, 'anything', 10)).rejects.toMatchObject({ statusCode: 503, code: 'embedding_model_unavailable', message: expect.stringContaining('failed their checksum') });
    const loadingThenFailing: Embedder = { ...broken, status: () => ({ state: 'loading', model: t.embedder.model }) };
    await expect(hybridSearch(t.database.db, loadingThenFailing, scope, 'anything', 10)).rejects.toMatchObject({ statusCode: 503 });
  });
});

describe('knowledge search over the Postgres wire protocol (a server, or PGlite behind a socket)', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('runs the HNSW settings, full text and fusion through the pg driver', async () => {
    t = await createTestApp({ driver: 'pg' });
    const me = await signUpUser(t.app);
    const [vector] = await t.embedder.embed([TEXTS.lien]);
    const lien = await insertDocument(t.database.db, { userId: me.user.id, title: 'Lien rules', model: t.embedder.model, chunks: [{ text: TEXTS.lien, embedding: vector! }] });
    const response = await client(t.app, me.cookie)('POST', '/api/knowledge/search', { query: 'provider missing the hearing about its bill' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().hits as SearchHit[]).map((hit) => hit.chunkId)).toEqual(lien.chunkIds);
  }, 120_000);
});
