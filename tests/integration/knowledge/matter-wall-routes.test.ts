import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAskAssistantAction } from '../../../activities/agents/executors/ask-assistant';
import { startFakeOpenAi, TEST_AI_KEY } from '../support/fake-openai';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { bodyOf, EXEMPT, fillPath, POST_READS, POST_WRITES, REQUIRED_QUERY, type Ids, type Operation } from './matter-wall-routes-table';
import { caller, CITED, MATTER_PASSAGE, seedWall, UNIQUE_WORD, type Call, type WallSeed } from './matter-wall-seed';

/**
 * The matter wall on every route of the OpenAPI document: a matter's document (its title and text carry a word
 * found nowhere else) reaches no reply unless the request names the matter. A new route fails this test until
 * it is given ids (GET) or classified (POST), so none slips past.
 */

/**
 * Whether a reply carries the matter's word. A search that was asked for the word says so back (`"query":"…"`, also
 * in the reading log of the searches outside matters): that echo of the request is not the matter's data.
 */
const carries = (response: LightMyRequestResponse | { body: string }) =>
  response.body.replaceAll(`"query":"${UNIQUE_WORD}"`, '').toLowerCase().includes(UNIQUE_WORD.toLowerCase());

describe('the matter wall on every route', () => {
  let t: TestApp;
  let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let cookie: string;
  let call: Call;
  let seed: WallSeed;
  let operations: Operation[];

  const matterUses = async (): Promise<{ documentId: string; purpose: string }[]> => {
    const response = await call('GET', `/api/knowledge/uses?matterId=${seed.matterId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().uses;
  };
  const usesFor = async (purpose: string) => (await matterUses()).filter((use) => use.purpose === purpose && use.documentId === seed.matterDocumentId);

  /** Waits until no answer of the conversation is still being written. */
  const settled = async (conversationId: string) => {
    for (let attempt = 0; attempt < 150; attempt++) {
      const detail = (await call('GET', `/api/chat/conversations/${conversationId}`)).json() as { messages: { id: string; role: string; status: string }[] };
      if (detail.messages.every((message) => message.status !== 'streaming')) return detail;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the answer in ${conversationId} is still being written`);
  };

  beforeAll(async () => {
    // The model echoes everything it was given: any passage that crossed the wall into a prompt shows in the reply.
    openAi = await startFakeOpenAi((request) => {
      const messages = (request.body.messages ?? []) as { content?: unknown }[];
      return { status: 200, content: messages.map((message) => (typeof message.content === 'string' ? message.content : JSON.stringify(message.content ?? ''))).join('\n') };
    });
    t = await createTestApp({ withWorker: true, ai: { apiKey: TEST_AI_KEY, baseUrl: openAi.baseUrl, model: 'fake-model' } });
    const me = await signUpUser(t.app);
    cookie = me.cookie;
    call = caller(t.app, cookie);
    seed = await seedWall(t, cookie, me.user.id);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path })));
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await openAi?.close();
  });

  it('has every POST route classified as reading or writing, and no stale entry', () => {
    const posts = operations.filter((op) => op.method === 'POST').map((op) => op.key);
    const unclassified = posts.filter((key) => !(key in POST_READS) && !POST_WRITES.has(key));
    expect(unclassified, 'POST routes neither in POST_READS nor in POST_WRITES of this test').toEqual([]);
    const stale = [...Object.keys(POST_READS), ...POST_WRITES].filter((key) => !posts.includes(key));
    expect(stale, 'routes in this test that the API no longer has').toEqual([]);
    expect(posts.length).toBeGreaterThan(100);
  });

  it('POST routes that read answer nothing of the matter when the request does not name it', async () => {
    // Ids the reading routes need that only a first reading call gives.
    const sectioned = await call('POST', `/api/notebooks/${seed.ids.notebookId}/sections`, { title: 'Notes' });
    expect(sectioned.statusCode, sectioned.body).toBe(201);
    const section = (sectioned.json() as { notebook: { sections: { id: string }[] } }).notebook.sections.at(-1)!.id;
    const withBlock = await call('POST', `/api/notebooks/${seed.ids.notebookId}/sections/${section}/blocks`, {
      type: 'text',
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `Deposition notes: ${MATTER_PASSAGE}.` }] }] },
    });
    expect(withBlock.statusCode, withBlock.body).toBe(201);
    const blocks = (withBlock.json() as { notebook: { sections: { id: string; blocks: { id: string }[] }[] } }).notebook.sections.find((s) => s.id === section)!.blocks;
    const ids: Ids = { ...seed.ids, blockId: blocks[blocks.length - 1]!.id };

    const reads = operations.filter((op) => op.key in POST_READS);
    expect(reads.length).toBe(Object.keys(POST_READS).length);
    for (const op of reads) {
      const { url, missing } = fillPath(op.path, ids);
      expect(missing, `${op.key}: no id for ${missing.join(', ')}`).toEqual([]);
      const response = await call('POST', url, POST_READS[op.key]!(ids, seed));
      expect(response.statusCode, `${op.key}: ${response.body.slice(0, 300)}`).not.toBe(401);
      expect(response.statusCode, `${op.key}: ${response.body.slice(0, 300)}`).not.toBe(500);
      expect(carries(response), `${op.key} answered with the matter's document: ${response.body.slice(0, 500)}`).toBe(false);
    }
    // The matter's document cannot be linked to a general conversation, at creation or later: as for another user's id.
    const linked = await call('POST', `/api/chat/conversations/${seed.ids.conversationId}/documents`, { documentId: seed.matterDocumentId });
    expect(linked.statusCode).toBe(404);
    expect(linked.json().error.message).toBe('Document not found');
    expect((await call('POST', '/api/chat/conversations', { documentIds: [seed.matterDocumentId] })).statusCode).toBe(404);
    // The general conversation's answer is kept for the GET routes to show.
    const detail = await settled(seed.ids.conversationId!);
    seed.ids.chatMessageId = detail.messages.find((message) => message.role === 'assistant')!.id;
  });

  it('no general read wrote to the matter’s reading log', async () => {
    expect(await matterUses()).toEqual([]);
  });

  it('every GET route answers without the matter’s document unless it names the matter', async () => {
    const gets = operations.filter((op) => op.method === 'GET' && op.key !== 'GET /api/openapi.json');
    expect(gets.length).toBeGreaterThan(100);
    const unfilled: string[] = [];
    const leaks: string[] = [];
    let checked = 0;
    for (const op of gets) {
      const { url, missing } = fillPath(op.path, seed.ids);
      if (missing.length > 0) {
        unfilled.push(`${op.key} (no id for ${missing.join(', ')})`);
        continue;
      }
      const exempt = EXEMPT[op.key];
      const query = exempt ?? (REQUIRED_QUERY[op.key] ? `?${REQUIRED_QUERY[op.key]!(seed.ids)}` : '');
      const { status, body } = await bodyOf(t, cookie, op.key, `${url}${query}`);
      expect(status, `${op.key}: ${body.slice(0, 300)}`).not.toBe(401);
      // 502/503 say a service is not there (Gmail, case law) and are documented replies; a 500 is a failure.
      expect(status, `${op.key}: ${body.slice(0, 300)}`).not.toBe(500);
      checked++;
      if (exempt !== undefined) expect(carries({ body }), `${op.key} is exempt because it holds the matter's data; it no longer does`).toBe(true);
      // A route with the matter's id in its path names the matter: it may show the matter's documents.
      else if (carries({ body }) && !op.path.includes('{matterId}')) leaks.push(`${op.key}: ${body.slice(0, 200)}`);
    }
    expect(leaks, 'GET routes that answered with the matter’s document without naming the matter').toEqual([]);
    expect(unfilled, 'GET routes this test cannot fill: give them an id in matter-wall-seed.ts').toEqual([]);
    expect(checked).toBe(gets.length);
  });

  it('requests naming the matter do reach its document (so the checks above can fail)', async () => {
    const { matterId, matterDocumentId } = seed;
    for (const url of [
      `/api/knowledge/documents?matterId=${matterId}`,
      `/api/knowledge/documents/${matterDocumentId}?matterId=${matterId}`,
      `/api/knowledge/documents/${matterDocumentId}/chunks?matterId=${matterId}`,
      `/api/knowledge/processing?matterId=${matterId}`,
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(carries(response), url).toBe(true);
    }
    for (const [url, body] of [
      ['/api/knowledge/search', { query: UNIQUE_WORD, matterId }],
      ['/api/knowledge/match-documents', { query: UNIQUE_WORD, matterId, matchThreshold: 0 }],
      ['/api/knowledge/search-by-content', { query: UNIQUE_WORD, matterId, threshold: 0 }],
      ['/api/legal/citations/check', { text: `The award ignores ${CITED}.`, matterId }],
      [`/api/legal/documents/${seed.ids.matterLegalDocumentId}/citations/check`, {}],
    ] as const) {
      const response = await call('POST', url, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(carries(response), `${url}: ${response.body.slice(0, 300)}`).toBe(true);
    }
  });

  it('every AI read of the matter is written to the matter’s reading log', async () => {
    // The citation checks and the search by content just above.
    expect((await usesFor('citation-check')).length).toBeGreaterThanOrEqual(2);
    expect((await usesFor('search-by-content')).length).toBeGreaterThanOrEqual(1);

    // Drafting in the matter: the context passages read.
    const draft = await call('POST', '/api/legal/documents/generate', { templateId: seed.ids.templateId, instructions: MATTER_PASSAGE, fields: { applicant: 'Ana Ruiz' }, matterId: seed.matterId });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(carries(draft)).toBe(true);
    expect(await usesFor('drafting')).toHaveLength(1);

    // Chat with an assistant whose folder is the matter: the conversation's scope is the matter.
    const assistant = await call('POST', '/api/assistants', { name: 'Howard matter' });
    const assistantId = assistant.json().assistant?.id ?? assistant.json().id;
    const folder = await call('PATCH', `/api/knowledge/folders/${seed.matterId}`, { assistantIds: [assistantId] });
    expect(folder.statusCode, folder.body).toBe(200);
    const conversation = (await call('POST', '/api/chat/conversations', { assistantId, documentIds: [seed.matterDocumentId] })).json();
    const conversationId = conversation.conversation?.id ?? conversation.id;
    expect(conversation.documents.map((link: { documentId: string }) => link.documentId)).toEqual([seed.matterDocumentId]);
    const asked = await call('POST', `/api/chat/conversations/${conversationId}/messages`, { content: `What happened at the deposition? ${MATTER_PASSAGE}` });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    await settled(conversationId);
    expect(await usesFor('chat')).toHaveLength(1);
    // The matter's conversation quotes its documents: the top-bar search, which names no matter, leaves it out.
    const topBar = await call('GET', `/api/search?q=${UNIQUE_WORD}`);
    expect(topBar.statusCode, topBar.body).toBe(200);
    expect(carries(topBar), topBar.body.slice(0, 300)).toBe(false);

    // An agent step asking the same assistant (automations' ai.ask_assistant).
    const answer = await runAskAssistantAction({ db: t.database.db, ai: { apiKey: TEST_AI_KEY, baseUrl: openAi.baseUrl, model: 'fake-model' }, embedder: t.embedder }, seed.userId, {
      assistantId,
      question: `What happened at the deposition? ${MATTER_PASSAGE}`,
    });
    expect(answer.sourceCount).toBeGreaterThan(0);
    expect(await usesFor('chat')).toHaveLength(2);

    // None of it reached the log of documents outside matters under the matter document's id.
    const outside = (await call('GET', '/api/knowledge/uses')).json().uses as { documentId: string }[];
    expect(outside.some((use) => use.documentId === seed.matterDocumentId)).toBe(false);
  });
});
