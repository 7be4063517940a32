import { describe, expect, it } from 'vitest';
import { conversationIdFromSplat, conversationPath } from '../../../web/src/screens/chat/state/chatRoute';
import {
  editOptimistically,
  lastAssistant,
  pendingUserMessage,
  isPending,
  replaceFrom,
  settlePending,
  streamingReplies,
} from '../../../web/src/screens/chat/state/conversationCache';
import { applyStreamEvent, parseStreamEvent, patchMessage } from '../../../web/src/screens/chat/state/streamReducer';
import { sortHistory } from '../../../web/src/screens/chat/history/sortHistory';
import { contextSizeText } from '../../../web/src/screens/chat/composer/ModelSelect';
import { detail, message, source } from './fixtures';

describe('applyStreamEvent', () => {
  it('takes the sources and notices', () => {
    const next = applyStreamEvent(message(), {
      event: 'sources',
      data: { sources: [source(1)], notices: [{ kind: 'retrieval-only', text: 'Retrieval only' }] },
    });
    expect(next.sources).toHaveLength(1);
    expect(next.notices[0]?.kind).toBe('retrieval-only');
  });

  it('appends deltas in order, their ids being the reply length after each', () => {
    let reply = message();
    reply = applyStreamEvent(reply, { event: 'delta', data: { text: 'The hearing ' }, lastEventId: '12' });
    reply = applyStreamEvent(reply, { event: 'delta', data: { text: 'is on July 8.' }, lastEventId: '25' });
    expect(reply.content).toBe('The hearing is on July 8.');
  });

  it('does not double text replayed after a reconnect or sent whole on a fresh subscription', () => {
    let reply = message({ content: 'The hearing is' });
    // A page reload: the stored partial text, then the server sends everything so far as one delta.
    reply = applyStreamEvent(reply, { event: 'delta', data: { text: 'The hearing is on' }, lastEventId: '17' });
    expect(reply.content).toBe('The hearing is on');
    // A reconnect with Last-Event-ID 17: the missing text as one delta.
    reply = applyStreamEvent(reply, { event: 'delta', data: { text: ' July 8.' }, lastEventId: '25' });
    reply = applyStreamEvent(reply, { event: 'delta', data: { text: ' July 8.' }, lastEventId: '25' });
    expect(reply.content).toBe('The hearing is on July 8.');
  });

  it('appends when the id is missing, or when text is missing before the delta', () => {
    expect(applyStreamEvent(message({ content: 'a' }), { event: 'delta', data: { text: 'b' } }).content).toBe('ab');
    expect(applyStreamEvent(message({ content: 'a' }), { event: 'delta', data: { text: 'z' }, lastEventId: '10' }).content).toBe('az');
  });

  it('takes the final message on done', () => {
    const final = message({ content: 'Done [1].', status: 'complete', citations: [] });
    expect(applyStreamEvent(message({ content: 'Do' }), { event: 'done', data: final, lastEventId: '9' })).toBe(final);
  });
});

describe('parseStreamEvent and patchMessage', () => {
  it('parses JSON data with its id and refuses anything else', () => {
    expect(parseStreamEvent('delta', '{"text":"hi"}', '2')).toEqual({ event: 'delta', data: { text: 'hi' }, lastEventId: '2' });
    expect(parseStreamEvent('delta', 'not json', '2')).toBeNull();
    expect(parseStreamEvent('delta', '"text"', '2')).toBeNull();
  });

  it('patches one message and keeps the same object when it is not there', () => {
    const conversation = detail([message({ id: 'a', role: 'user', status: 'complete' }), message({ id: 'b' })]);
    const patched = patchMessage(conversation, 'b', (current) => ({ ...current, content: 'x' }));
    expect(patched.messages[1]?.content).toBe('x');
    expect(patched.messages[0]).toBe(conversation.messages[0]);
    expect(patchMessage(conversation, 'nope', (current) => current)).toBe(conversation);
  });
});

describe('conversation cache', () => {
  const question = message({ id: 'q1', role: 'user', status: 'complete', content: 'When?' });
  const answer = message({ id: 'a1', status: 'complete', content: 'March 3.' });

  it('shows a pending question, then the server pair in its place', () => {
    const pending = pendingUserMessage('c-1', 'And the deposition?');
    expect(isPending(pending)).toBe(true);
    const shown = detail([question, answer, pending]);
    const pair = {
      userMessage: message({ id: 'q2', role: 'user', status: 'complete', content: 'And the deposition?' }),
      assistantMessage: message({ id: 'a2' }),
    };
    const settled = settlePending(shown, pending.id, pair);
    expect(settled.messages.map((item) => item.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
  });

  it('edit-and-resend drops the replies after the edited question', () => {
    const conversation = detail([question, answer, message({ id: 'q2', role: 'user' }), message({ id: 'a2', status: 'complete' })]);
    expect(editOptimistically(conversation, 'q1', 'When exactly?').messages.map((item) => [item.id, item.content])).toEqual([['q1', 'When exactly?']]);
    const pair = { userMessage: { ...question, content: 'When exactly?' }, assistantMessage: message({ id: 'a3' }) };
    expect(replaceFrom(conversation, 'q1', pair).messages.map((item) => item.id)).toEqual(['q1', 'a3']);
  });

  it('finds the last reply and the replies still streaming', () => {
    const messages = [question, answer, message({ id: 'q2', role: 'user', status: 'complete' }), message({ id: 'a2', status: 'streaming' })];
    expect(lastAssistant(messages)?.id).toBe('a2');
    expect(streamingReplies(messages).map((item) => item.id)).toEqual(['a2']);
    expect(lastAssistant([question])).toBeNull();
  });
});

describe('chat routes', () => {
  it('reads the conversation id from the splat after /ai-assistant/', () => {
    expect(conversationIdFromSplat(undefined)).toBeNull();
    expect(conversationIdFromSplat('')).toBeNull();
    expect(conversationIdFromSplat('c/abc-123')).toBe('abc-123');
    expect(conversationIdFromSplat('c/abc-123/')).toBe('abc-123');
    expect(conversationIdFromSplat('other/abc')).toBeNull();
    expect(conversationIdFromSplat('c/%E0%A4%A')).toBeNull();
    expect(conversationPath('a b')).toBe('/ai-assistant/c/a%20b');
  });
});

describe('history order and model sizes', () => {
  it('puts pinned conversations first, then the newest', () => {
    const base = detail([]).conversation;
    const list = [
      { ...base, id: 'old', updatedAt: '2026-11-01T00:00:00Z' },
      { ...base, id: 'pinned-old', isPinned: true, updatedAt: '2026-10-01T00:00:00Z' },
      { ...base, id: 'new', updatedAt: '2026-11-20T00:00:00Z' },
      { ...base, id: 'pinned-new', isPinned: true, updatedAt: '2026-11-21T00:00:00Z' },
    ];
    expect(sortHistory(list).map((item) => item.id)).toEqual(['pinned-new', 'pinned-old', 'new', 'old']);
  });

  it('shows context sizes shortly', () => {
    expect(contextSizeText(32000)).toBe('32k');
    expect(contextSizeText(8192)).toBe('8,192');
  });
});
