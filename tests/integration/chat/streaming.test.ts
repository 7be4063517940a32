import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../../domain/chat/chat-rules';
import { signUpUser, type TestApp } from '../support/test-app';
import { type ChatApp, chatClient, deltasText, doneMessage, readStream, startChatApp } from './chat-support';

const ANSWER = 'A panel QME report can be objected to within the time the rules allow, and the objection must be in writing to the other side and the medical unit.';
const words = (text: string) => text.split(/(?<= )/);

describe('a reply streamed over server-sent events', () => {
  let env: ChatApp;
  let t: TestApp;
  let baseUrl: string;
  let fake: ChatApp['fake'];

  beforeAll(async () => {
    env = await startChatApp();
    ({ t, baseUrl, fake } = env);
  });
  afterAll(async () => env.close());

  it('fills the answer in as it arrives, with ids counting its characters, and keeps it', async () => {
    env.reply = { status: 200, content: ANSWER };
    const { cookie } = await signUpUser(t.app);
    const chat = chatClient(t.app, cookie);
    const { conversation } = await chat.newConversation();
    const { userMessage, assistantMessage } = await chat.send(conversation.id, 'How do I object to a panel QME report?');
    expect(userMessage).toMatchObject({ role: 'user', content: 'How do I object to a panel QME report?', status: 'complete' });
    expect(assistantMessage).toMatchObject({ role: 'assistant', content: '', status: 'streaming' });

    const events = await readStream(baseUrl, cookie, assistantMessage.id);
    expect(deltasText(events)).toBe(ANSWER);
    const ids = events.filter((event) => event.event === 'delta').map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.at(-1)).toBe(ANSWER.length);
    expect(doneMessage(events)).toMatchObject({ id: assistantMessage.id, content: ANSWER, status: 'complete', metadata: { model: 'fake-model' } });

    const request = fake.requests.at(-1)!;
    expect(request.body).toMatchObject({ stream: true, model: 'fake-model', max_tokens: 2048, temperature: 0.7, top_p: 0.95 });
    const detail = await chat.detail(conversation.id);
    expect(detail.messages.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'How do I object to a panel QME report?', 'complete'],
      ['assistant', ANSWER, 'complete'],
    ]);
    expect(detail.conversation.title).toBe('How do I object to a panel QME report?');

    // The stream carries the security headers of every reply, and is only the signed-in owner's.
    const again = await fetch(`${baseUrl}/api/chat/messages/${assistantMessage.id}/stream`, { headers: { cookie, accept: 'text/event-stream' } });
    expect(again.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(again.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    await again.body?.cancel();
    const stranger = await signUpUser(t.app);
    expect((await fetch(`${baseUrl}/api/chat/messages/${assistantMessage.id}/stream`, { headers: { cookie: stranger.cookie, accept: 'text/event-stream' } })).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/chat/messages/${assistantMessage.id}/stream`, { headers: { accept: 'text/event-stream' } })).status).toBe(401);
  });

  it('resumes after a dropped connection from Last-Event-ID, and a reload reads the same reply', async () => {
    env.reply = { status: 200, chunks: words(ANSWER), chunkDelayMs: 40 };
    const { cookie } = await signUpUser(t.app);
    const chat = chatClient(t.app, cookie);
    const { conversation } = await chat.newConversation();
    const { assistantMessage } = await chat.send(conversation.id, 'Objection deadline?');

    const first = await readStream(baseUrl, cookie, assistantMessage.id, { stopAfter: 4 });
    const lastId = first.filter((event) => event.event === 'delta').at(-1)!.id!;
    expect(Number(lastId)).toBe(deltasText(first).length);
    expect(Number(lastId)).toBeLessThan(ANSWER.length);

    const rest = await readStream(baseUrl, cookie, assistantMessage.id, { lastEventId: lastId });
    expect(deltasText(first) + deltasText(rest)).toBe(ANSWER);
    // A fresh reader (a reload) gets the whole answer.
    const reload = await readStream(baseUrl, cookie, assistantMessage.id);
    expect(deltasText(reload)).toBe(ANSWER);
    expect(doneMessage(reload)?.status).toBe('complete');
  });

  it('stops on the server when asked, keeping the words written so far', async () => {
    env.reply = { status: 200, chunks: words(ANSWER), chunkDelayMs: 60 };
    const { cookie } = await signUpUser(t.app);
    const chat = chatClient(t.app, cookie);
    const { conversation } = await chat.newConversation();
    const { assistantMessage } = await chat.send(conversation.id, 'Tell me about objections.');
    await readStream(baseUrl, cookie, assistantMessage.id, { stopAfter: 3 });
    const stopped = await chat.json('POST', `/api/chat/messages/${assistantMessage.id}/stop`, {});
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ status: 'stopped' });
    const content = (stopped.json() as { content: string }).content;
    expect(content.length).toBeGreaterThan(0);
    expect(content.length).toBeLessThan(ANSWER.length);
    expect(ANSWER.startsWith(content)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await chat.detail(conversation.id)).messages[1]).toMatchObject({ status: 'stopped', content });
  });

  it('a failure mid-stream gives the apology and "Error: {message}"', async () => {
    env.reply = { status: 200, chunks: words(ANSWER), dropAfterChunks: 3 };
    const { cookie } = await signUpUser(t.app);
    const chat = chatClient(t.app, cookie);
    const { conversation } = await chat.newConversation();
    const { assistantMessage } = await chat.send(conversation.id, 'Anything?');
    const done = doneMessage(await readStream(baseUrl, cookie, assistantMessage.id));
    expect(done).toMatchObject({ status: 'error', content: CHAT_MESSAGES.apology });
    expect(done?.error).toMatch(/^Error: .+/);
  });

  it('waits out a 429 and then answers', async () => {
    env.queue.push({ status: 429, headers: { 'retry-after': '0' } });
    env.reply = { status: 200, content: 'Answered after waiting.' };
    const before = fake.requests.length;
    const { cookie } = await signUpUser(t.app);
    const chat = chatClient(t.app, cookie);
    const { conversation } = await chat.newConversation();
    const { assistantMessage } = await chat.send(conversation.id, 'Rate limited?');
    const done = doneMessage(await readStream(baseUrl, cookie, assistantMessage.id));
    expect(done).toMatchObject({ status: 'complete', content: 'Answered after waiting.' });
    expect(fake.requests.length - before).toBe(2);
  });

  it('regenerates the last answer in place, and edit-and-resend replaces what followed', async () => {
    env.reply = { status: 200, content: 'First answer.' };
    const { cookie } = await signUpUser(t.app);
    const chat = chatClient(t.app, cookie);
    const { conversation } = await chat.newConversation();
    const first = await chat.send(conversation.id, 'Question one?');
    await readStream(baseUrl, cookie, first.assistantMessage.id);

    env.reply = { status: 200, content: 'Second answer.' };
    const regenerated = await chat.json('POST', `/api/chat/messages/${first.assistantMessage.id}/regenerate`, {});
    expect(regenerated.json()).toMatchObject({ id: first.assistantMessage.id, status: 'streaming', content: '' });
    expect(doneMessage(await readStream(baseUrl, cookie, first.assistantMessage.id))?.content).toBe('Second answer.');

    env.reply = { status: 200, content: 'Answer to the edited question.' };
    const edited = await chat.json('PATCH', `/api/chat/messages/${first.userMessage.id}`, { content: 'Question one, edited?' });
    expect(edited.statusCode).toBe(200);
    const { assistantMessage } = edited.json() as { assistantMessage: { id: string } };
    await readStream(baseUrl, cookie, assistantMessage.id);
    const detail = await chat.detail(conversation.id);
    expect(detail.messages.map((m) => m.content)).toEqual(['Question one, edited?', 'Answer to the edited question.']);
    expect(fake.requests.at(-1)!.body.messages).toEqual(expect.arrayContaining([{ role: 'user', content: 'Question one, edited?' }]));

    const userRegenerate = await chat.json('POST', `/api/chat/messages/${first.userMessage.id}/regenerate`, {});
    expect(userRegenerate.statusCode).toBe(400);
  });

  it('refuses a second question while an answer is being written, and blank questions', async () => {
    env.reply = { status: 200, chunks: words(ANSWER), chunkDelayMs: 30 };
    const { cookie } = await signUpUser(t.app);
    const chat = chatClient(t.app, cookie);
    const { conversation } = await chat.newConversation();
    const { assistantMessage } = await chat.send(conversation.id, 'One at a time?');
    const second = await chat.json('POST', `/api/chat/conversations/${conversation.id}/messages`, { content: 'Another?' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(CHAT_MESSAGES.replyInProgress);
    await readStream(baseUrl, cookie, assistantMessage.id);
    const blank = await chat.json('POST', `/api/chat/conversations/${conversation.id}/messages`, { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(CHAT_MESSAGES.emptyMessage);
  });
});
