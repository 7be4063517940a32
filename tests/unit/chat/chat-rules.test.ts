import { describe, expect, it } from 'vitest';
import { belongsInHistory, CHAT_MESSAGES, CHAT_RULES, errorTextOf } from '../../../domain/chat/chat-rules';
import { fitTurns, retrievalOnlyAnswer } from '../../../domain/chat/prompt';
import { splitSentences } from '../../../domain/chat/sentences';
import { conversationTitle, keywordTitle, limitTitle, TITLE_LIMIT } from '../../../domain/chat/titles';

describe('conversation titles (seed 001 §9)', () => {
  it('cuts to 40 characters: 37 and an ellipsis', () => {
    const long = 'x'.repeat(41);
    expect(limitTitle(long)).toBe(`${'x'.repeat(37)}...`);
    expect(limitTitle(long)).toHaveLength(TITLE_LIMIT);
    expect(limitTitle('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('keeps a short question, maps a long one to its topic with up to 3 keywords', () => {
    expect(conversationTitle('When is the MSC?')).toBe('When is the MSC?');
    expect(conversationTitle('What is the deadline to file a petition for reconsideration after the award?')).toBe('Deadline: File Petition Reconsideration');
    expect(conversationTitle('Please explain the difference between temporary total disability and permanent disability')).toBe('Difference Temporary Total');
    expect(keywordTitle('the apportionment of the lumbar spine injury')).toBe('Apportionment Lumbar Spine');
    expect(conversationTitle('   ')).toBe('New conversation');
  });
});

describe('chat rules (seed 001 §4, §8)', () => {
  it('keeps a conversation in history only with a non-empty question and answer', () => {
    expect(belongsInHistory([{ role: 'user', content: 'Hi' }])).toBe(false);
    expect(belongsInHistory([{ role: 'user', content: 'Hi' }, { role: 'assistant', content: '  ' }])).toBe(false);
    expect(belongsInHistory([{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello' }])).toBe(true);
  });

  it('words a failure as the spec does', () => {
    expect(errorTextOf(new Error('socket hang up'))).toBe('Error: socket hang up');
    expect(errorTextOf(undefined)).toBe('An unknown error occurred');
    expect(CHAT_MESSAGES.apology).toBe('I apologize, but I encountered an error while processing your request. Please try again later.');
    expect(CHAT_RULES).toMatchObject({ contextSize: 32000, flushEveryChunks: 5, cleanupDelayMs: 1000, maxDocuments: 3, similarityThreshold: 0.6 });
  });

  it('drops the oldest turns to fit the context, never the question', () => {
    const turns = [
      { role: 'user' as const, content: 'a'.repeat(100) },
      { role: 'assistant' as const, content: 'b'.repeat(100) },
      { role: 'user' as const, content: 'c'.repeat(50) },
    ];
    expect(fitTurns(turns, 0, 100, 30)).toHaveLength(3);
    expect(fitTurns(turns, 0, 100, 50).map((turn) => turn.content[0])).toEqual(['b', 'c']);
    expect(fitTurns(turns, 10_000, 100, 50).map((turn) => turn.content[0])).toEqual(['c']);
  });

  it('answers without a model by listing the passages, or saying none matched', () => {
    expect(retrievalOnlyAnswer([])).toBe(CHAT_MESSAGES.retrievalOnlyNothing);
    const text = retrievalOnlyAnswer([{ number: 1, documentId: 'd', documentTitle: 'Notice', matterId: null, chunkId: 'c', page: 3, charStart: 0, charEnd: 5, text: 'Set for\nMarch 3.', similarity: 0.7 }]);
    expect(text).toContain('1. **Notice**, page 3: “Set for March 3.” [1]');
  });

  it('splits sentences around legal abbreviations', () => {
    const text = 'See Smith v. Jones, 12 Cal. App. 5th 34 (2001) [2]. Lab. Code § 5502 applies.';
    expect(splitSentences(text).map((s) => text.slice(s.start, s.end))).toEqual(['See Smith v. Jones, 12 Cal. App. 5th 34 (2001) [2].', 'Lab. Code § 5502 applies.']);
  });
});
