import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../../domain/chat/chat-rules';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { chatClient, embeddedDocument } from './chat-support';

describe('conversations: history, pinning, titles, search, clean-up and linked documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** A conversation with a question and a written answer, as the history keeps them. */
  async function answered(userId: string, title: string, question: string, answer: string, updatedAt: Date) {
    const conversation = await t.database.db.insertInto('conversations').values({ user_id: userId, title, created_at: updatedAt, updated_at: updatedAt }).returning('id').executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('chat_messages')
      .values([
        { conversation_id: conversation.id, user_id: userId, position: 0, role: 'user', content: question },
        { conversation_id: conversation.id, user_id: userId, position: 1, role: 'assistant', content: answer },
      ])
      .execute();
    return conversation.id;
  }

  it('lists only conversations with a question and an answer, pinned first, newest next; search reads titles and messages', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const chat = chatClient(t.app, cookie);
    const old = await answered(user.id, 'Lien questions', 'Who holds the lien?', 'The hospital holds a lien for 4,200 dollars.', new Date('2026-01-01'));
    const recent = await answered(user.id, 'Deposition prep', 'What should Rosa bring?', 'Her pay stubs and the employer letter.', new Date('2026-06-01'));
    const empty = await chat.newConversation();
    await t.database.db.insertInto('chat_messages').values({ conversation_id: empty.conversation.id, user_id: user.id, position: 0, role: 'user', content: 'Only a question' }).execute();

    const list = async (search?: string) =>
      ((await chat.json('GET', `/api/chat/conversations${search ? `?search=${encodeURIComponent(search)}` : ''}`)).json() as { conversations: Array<{ id: string; isPinned: boolean; preview: string }> }).conversations;
    expect((await list()).map((c) => c.id)).toEqual([recent, old]);
    expect((await list())[0]!.preview).toBe('Her pay stubs and the employer letter.');

    const pinned = await chat.json('PATCH', `/api/chat/conversations/${old}`, { isPinned: true });
    expect(pinned.json()).toMatchObject({ isPinned: true });
    expect((await list()).map((c) => c.id)).toEqual([old, recent]);
    await chat.json('PATCH', `/api/chat/conversations/${old}`, { isPinned: false });
    expect((await list()).map((c) => c.id)).toEqual([recent, old]);

    expect((await list('hospital')).map((c) => c.id)).toEqual([old]);
    expect((await list('deposition')).map((c) => c.id)).toEqual([recent]);
    expect(await list('nothing like this')).toEqual([]);
  });

  it('renames within the 40-character limit and deletes; another person’s conversation is not found', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const chat = chatClient(t.app, cookie);
    const id = await answered(user.id, 'Old title', 'Q?', 'A.', new Date());
    const renamed = await chat.json('PATCH', `/api/chat/conversations/${id}`, { title: 'Delgado v. Acme Warehouse — settlement conference preparation' });
    expect(renamed.json().title).toBe('Delgado v. Acme Warehouse — settlemen...');
    expect(renamed.json().title).toHaveLength(40);
    const unchanged = await chat.json('PATCH', `/api/chat/conversations/${id}`, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ id, title: 'Delgado v. Acme Warehouse — settlemen...' });

    const stranger = chatClient(t.app, (await signUpUser(t.app)).cookie);
    for (const [method, url, body] of [
      ['GET', `/api/chat/conversations/${id}`, undefined],
      ['PATCH', `/api/chat/conversations/${id}`, { isPinned: true }],
      ['DELETE', `/api/chat/conversations/${id}`, undefined],
      ['POST', `/api/chat/conversations/${id}/messages`, { content: 'Hi' }],
    ] as const) {
      const response = await stranger.json(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.message).toBe(CHAT_MESSAGES.conversationNotFound);
    }
    expect((await chat.json('DELETE', `/api/chat/conversations/${id}`)).statusCode).toBe(204);
    expect((await chat.json('GET', `/api/chat/conversations/${id}`)).statusCode).toBe(404);
  });

  it('cleans out empty conversations older than a second, keeping answered ones and those with documents', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const chat = chatClient(t.app, cookie);
    const kept = await answered(user.id, 'Kept', 'Q?', 'A.', new Date(Date.now() - 60_000));
    const second = new Date(Date.now() - 5_000);
    const empty = await t.database.db.insertInto('conversations').values({ user_id: user.id, created_at: second }).returning('id').executeTakeFirstOrThrow();
    const document = await embeddedDocument(t.database.db, t.embedder, user.id, 'Notice', ['A hearing notice.']);
    const withDocument = await t.database.db.insertInto('conversations').values({ user_id: user.id, created_at: second }).returning('id').executeTakeFirstOrThrow();
    await chat.json('POST', `/api/chat/conversations/${withDocument.id}/documents`, { documentId: document.documentId });
    // Made just before the clean-up: younger than a second, so kept.
    const fresh = await chat.newConversation();

    const cleanup = await chat.json('POST', '/api/chat/conversations/cleanup', {});
    expect(cleanup.json()).toEqual({ removed: 1 });
    const remaining = await t.database.db.selectFrom('conversations').select('id').where('user_id', '=', user.id).execute();
    expect(remaining.map((row) => row.id).sort()).toEqual([kept, fresh.conversation.id, withDocument.id].sort());
    expect(remaining.map((row) => row.id)).not.toContain(empty.id);
  });

  it('links documents with version 1 and source ai-generated, once, and only the person’s own', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const chat = chatClient(t.app, cookie);
    const document = await embeddedDocument(t.database.db, t.embedder, user.id, 'QME report', ['The QME found 12% impairment.']);
    const { conversation, documents } = await chat.newConversation({ documentIds: [document.documentId] });
    expect(documents).toEqual([expect.objectContaining({ documentId: document.documentId, documentTitle: 'QME report', documentType: 'document', source: 'ai-generated', version: 1, isActive: true })]);
    const again = await chat.json('POST', `/api/chat/conversations/${conversation.id}/documents`, { documentId: document.documentId });
    expect(again.statusCode).toBe(201);
    expect((await chat.detail(conversation.id)).documents).toHaveLength(1);

    const other = await signUpUser(t.app);
    const foreign = await embeddedDocument(t.database.db, t.embedder, other.user.id, 'Theirs', ['Not yours.']);
    const refused = await chat.json('POST', `/api/chat/conversations/${conversation.id}/documents`, { documentId: foreign.documentId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(CHAT_MESSAGES.documentNotFound);

    expect((await chat.json('DELETE', `/api/chat/conversations/${conversation.id}/documents/${document.documentId}`)).statusCode).toBe(204);
    expect((await chat.detail(conversation.id)).documents).toEqual([]);
  });

  it('starts a conversation with one of the person’s active assistants only', async () => {
    const { cookie } = await signUpUser(t.app);
    const chat = chatClient(t.app, cookie);
    const missing = '0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11';
    const response = await chat.json('POST', '/api/chat/conversations', { assistantId: missing });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(`Assistant with ID ${missing} not found.`);
  });
});
