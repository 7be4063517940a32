import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ChatSource, CheckedCitation } from '../../../domain/chat/views';
import { AnswerMarkdown } from '../../../web/src/screens/chat/messages/AnswerMarkdown';

const source = (number: number, overrides: Partial<ChatSource> = {}): ChatSource => ({
  number,
  documentId: `doc-${number}`,
  documentTitle: `Report ${number}`,
  matterId: null,
  chunkId: `chunk-${number}`,
  page: number + 2,
  charStart: 0,
  charEnd: 10,
  text: 'passage',
  similarity: 0.8,
  ...overrides,
});

function render(content: string, sources: ChatSource[], citations: CheckedCitation[] = []): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(AnswerMarkdown, { content, sources, citations })));
}

const citation = (content: string, sentence: string, overrides: Partial<CheckedCitation> = {}): CheckedCitation => {
  const sentenceStart = content.indexOf(sentence);
  return { sentenceStart, sentenceEnd: sentenceStart + sentence.length, sources: [1], quotes: [], supported: true, problems: [], ...overrides };
};

describe('AnswerMarkdown', () => {
  it('turns [n] markers into links to the passage, named after the source', () => {
    const html = render('She told her supervisor on March 3 [1].', [source(1, { matterId: 'm-1' })]);
    expect(html).toContain('href="/knowledge?document=doc-1&amp;page=3&amp;chunk=chunk-1&amp;matterId=m-1"');
    expect(html).toContain('aria-label="Source 1: Report 1, page 3"');
    expect(html).toMatch(/\[<a [^>]*>1<\/a>\]/);
  });

  it('links each number of [1, 2] on its own and leaves unknown numbers as text', () => {
    const html = render('Both say so [1, 2, 9].', [source(1), source(2)]);
    expect(html).toMatch(/\[<a [^>]*>1<\/a>, <a [^>]*>2<\/a>, 9\]/);
  });

  it('renders Markdown (bold, lists) and never raw HTML', () => {
    const html = render('**Deadline**: soon\n\n- one [1]\n- two\n\n<script>alert(1)</script>', [source(1)]);
    expect(html).toContain('<strong>Deadline</strong>');
    expect(html).toMatch(/<li>one \[<a [^>]*>1<\/a>\]<\/li>/);
    expect(html).not.toContain('<script>');
  });

  it('flags an unsupported sentence, keeps its text, and puts one warning with the plain words at its end', () => {
    const content = 'The hearing is on **July 8** [1]. The file is complete [1].';
    const flagged = 'The hearing is on **July 8** [1].';
    const html = render(content, [source(1)], [
      citation(content, flagged, { supported: false, problems: ['figures-differ', 'not-supported'] }),
      citation(content, 'The file is complete [1].'),
    ]);
    const spans = html.match(/<span class="chat-flagged"[^>]*>/g) ?? [];
    expect(spans.length).toBeGreaterThanOrEqual(3); // the text before the bold part, inside it, and after it
    expect(html.match(/data-testid="chat-flag-warning"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Check this sentence: a number or date is not in the source; the source does not say this."');
    expect(html).toContain('<strong><span class="chat-flagged" data-citation="0" data-testid="chat-flagged">July 8</span></strong>');
    // The supported sentence is not flagged.
    expect(html).toMatch(/The file is complete \[<a/);
    expect(html).not.toMatch(/chat-flagged[^>]*>[^<]*The file is complete/);
  });

  it('marks a quote that was not found inside its flagged sentence', () => {
    const content = 'The report says "no claim form was given" [1].';
    const html = render(content, [source(1)], [
      citation(content, content, { supported: false, problems: ['quote-not-found'], quotes: [{ text: 'no claim form was given', found: false }] }),
    ]);
    expect(html).toContain('<mark class="chat-quote-missing" data-citation="0">no claim form was given</mark>');
    expect(html).toContain('the quoted words are not in the source');
  });

  it('renders partial text while streaming (an unfinished marker stays text)', () => {
    const html = render('The deposition is set for July 8 [1', [source(1)]);
    expect(html).toContain('July 8 [1');
    expect(html).not.toContain('<a');
  });
});
