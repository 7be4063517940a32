import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../../domain/chat/chat-rules';
import type { ChatMessageView } from '../../../domain/chat/views';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { type ChatApp, chatClient, deltasText, doneMessage, embeddedDocument, insertFolder, listenOnLoopback, readStream, startChatApp } from './chat-support';

const HEARING = 'The Mandatory Settlement Conference for applicant Rosa Delgado is set for March 3, 2027 at 8:30 a.m. before Judge Alvarez at the Van Nuys district office.';
const INJURY = 'The applicant sustained an industrial injury to the lumbar spine while lifting boxes at the warehouse; the panel QME rated whole person impairment at 12%.';
const SECRET = 'Privileged strategy memo: the client would accept a compromise and release of 85,000 dollars for the lumbar spine claim.';

async function ask(t: TestApp, baseUrl: string, cookie: string, question: string, body: Record<string, unknown> = {}): Promise<ChatMessageView> {
  const chat = chatClient(t.app, cookie);
  const { conversation } = await chat.newConversation(body);
  const { assistantMessage } = await chat.send(conversation.id, question);
  const done = doneMessage(await readStream(baseUrl, cookie, assistantMessage.id));
  if (!done) throw new Error('no done event');
  return done;
}

describe('answers from the firm’s documents, with a model', () => {
  let env: ChatApp;
  let t: TestApp;
  let baseUrl: string;
  let fake: ChatApp['fake'];

  beforeAll(async () => {
    env = await startChatApp();
    ({ t, baseUrl, fake } = env);
  });
  afterAll(async () => env.close());

  it('gives the model the linked documents’ passages and checks each cited sentence against them', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const hearing = await embeddedDocument(t.database.db, t.embedder, user.id, 'Notice of hearing', [HEARING]);
    const injury = await embeddedDocument(t.database.db, t.embedder, user.id, 'QME report', [INJURY]);
    env.reply = {
      status: 200,
      content:
        'The MSC is set for March 3, 2027 at 8:30 a.m. before "Judge Alvarez" [1]. The QME rated impairment at 15% [2]. The injury was "to the cervical spine" [2]. The case settled last year [3].',
    };
    const answer = await ask(t, baseUrl, cookie, 'When is the settlement conference for Rosa Delgado and what impairment did the QME find?', {
      documentIds: [hearing.documentId, injury.documentId],
    });
    expect(answer.status).toBe('complete');
    const system = (fake.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>)[0]!;
    expect(system.content).toContain(HEARING);
    expect(system.content).toContain(INJURY);
    expect(system.content).toContain('licensed attorney');

    const byNumber = new Map(answer.sources.map((source) => [source.documentTitle, source]));
    expect(byNumber.get('Notice of hearing')).toMatchObject({ documentId: hearing.documentId, chunkId: hearing.chunkIds[0], page: 1, charStart: 0 });
    const checks = answer.citations.map((c) => [answer.content.slice(c.sentenceStart, c.sentenceEnd), c.supported, c.problems]);
    expect(checks).toEqual([
      [expect.stringContaining('MSC is set'), true, []],
      [expect.stringContaining('15%'), false, ['figures-differ']],
      [expect.stringContaining('cervical'), false, ['quote-not-found']],
      [expect.stringContaining('settled last year'), false, ['unknown-source']],
    ]);
    expect(answer.citations[0]!.quotes).toEqual([{ text: 'Judge Alvarez', found: true }]);
  });

  it('never sends a privileged folder’s passages to a remote model, and says so', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const folder = await insertFolder(t.database.db, user.id, { name: 'Delgado strategy' });
    await t.database.db.updateTable('knowledge_folders').set({ is_privileged: true }).where('id', '=', folder).execute();
    const child = await insertFolder(t.database.db, user.id, { name: 'Memos', parentId: folder });
    await embeddedDocument(t.database.db, t.embedder, user.id, 'Strategy memo', [SECRET], child);
    await embeddedDocument(t.database.db, t.embedder, user.id, 'QME report', [INJURY]);
    env.reply = { status: 200, content: 'The QME rated whole person impairment at 12% [1].' };
    const answer = await ask(t, baseUrl, cookie, 'What would the client accept to settle the lumbar spine claim?');
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent).not.toContain('85,000');
    expect(sent).not.toContain('Privileged strategy memo');
    expect(answer.sources.map((source) => source.documentTitle)).not.toContain('Strategy memo');
    expect(answer.notices).toContainEqual({ kind: 'privileged-withheld', text: CHAT_MESSAGES.privilegedWithheld(1) });
  });

  it('records each document an answer read in the reading log', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const hearing = await embeddedDocument(t.database.db, t.embedder, user.id, 'Notice of hearing', [HEARING]);
    env.reply = { status: 200, content: 'March 3, 2027 [1].' };
    await ask(t, baseUrl, cookie, 'When is the Delgado settlement conference?');
    const uses = await t.database.db.selectFrom('knowledge_document_uses').selectAll().where('user_id', '=', user.id).execute();
    expect(uses).toEqual([expect.objectContaining({ document_id: hearing.documentId, purpose: 'chat', query: 'When is the Delgado settlement conference?', chunk_ids: hearing.chunkIds })]);
  });
});

describe('answers with a model on the firm’s own machines', () => {
  it('may use privileged passages', async () => {
    const env = await startChatApp({ localModel: true, model: 'local-model' });
    env.reply = { status: 200, content: 'They would accept 85,000 dollars [1].' };
    const { t, fake, baseUrl } = env;
    try {
      const { cookie, user } = await signUpUser(t.app);
      const folder = await insertFolder(t.database.db, user.id, { name: 'Strategy' });
      await t.database.db.updateTable('knowledge_folders').set({ is_privileged: true }).where('id', '=', folder).execute();
      await embeddedDocument(t.database.db, t.embedder, user.id, 'Strategy memo', [SECRET], folder);
      const answer = await ask(t, baseUrl, cookie, 'What would the client accept to settle the lumbar spine claim?');
      expect(JSON.stringify(fake.requests.at(-1)!.body)).toContain('85,000');
      expect(answer.citations[0]).toMatchObject({ supported: true });
    } finally {
      await env.close();
    }
  });
});

describe('answers without an AI key', () => {
  it('says generation needs a model and lists the best passages, cited', async () => {
    const t = await createTestApp();
    try {
      const baseUrl = await listenOnLoopback(t);
      const status = await t.app.inject({ url: '/api/chat/status', headers: { cookie: (await signUpUser(t.app)).cookie } });
      expect(status.json()).toMatchObject({ canGenerate: false, models: [] });
      const { cookie, user } = await signUpUser(t.app);
      const hearing = await embeddedDocument(t.database.db, t.embedder, user.id, 'Notice of hearing', [HEARING]);
      const folder = await insertFolder(t.database.db, user.id, { name: 'Strategy' });
      await t.database.db.updateTable('knowledge_folders').set({ is_privileged: true }).where('id', '=', folder).execute();
      const chat = chatClient(t.app, cookie);
      const { conversation } = await chat.newConversation();
      const { assistantMessage } = await chat.send(conversation.id, 'When is the Delgado settlement conference?');
      const events = await readStream(baseUrl, cookie, assistantMessage.id);
      const answer = doneMessage(events)!;
      expect(deltasText(events)).toBe(answer.content);
      expect(answer.content.startsWith(CHAT_MESSAGES.retrievalOnlyIntro)).toBe(true);
      expect(answer.content).toContain('**Notice of hearing**, page 1');
      expect(answer.sources[0]).toMatchObject({ number: 1, documentId: hearing.documentId });
      expect(answer.citations).toEqual([expect.objectContaining({ sources: [1], supported: true })]);
      expect(answer.notices).toContainEqual({ kind: 'retrieval-only', text: CHAT_MESSAGES.noModel });
    } finally {
      await t.close();
    }
  });
});
