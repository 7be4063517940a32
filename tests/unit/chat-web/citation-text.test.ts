import { describe, expect, it } from 'vitest';
import type { CheckedCitation } from '../../../domain/chat/views';
import { alignOffsets } from '../../../web/src/screens/chat/text/alignOffsets';
import { findCitationMarkers } from '../../../web/src/screens/chat/text/citationMarkers';
import { describeCitationProblems } from '../../../web/src/screens/chat/text/citationProblems';
import { flagRanges, rangesAt } from '../../../web/src/screens/chat/text/flagRanges';
import { segmentText } from '../../../web/src/screens/chat/text/segmentText';
import { documentHref, sourceHref, sourceLabel } from '../../../web/src/screens/chat/text/sourceLinks';
import { source } from './fixtures';

const citation = (overrides: Partial<CheckedCitation>): CheckedCitation => ({
  sentenceStart: 0,
  sentenceEnd: 0,
  sources: [1],
  quotes: [],
  supported: true,
  problems: [],
  ...overrides,
});

describe('findCitationMarkers', () => {
  it('finds [n] and [n, m] with their spans', () => {
    const text = 'On March 3 [1]. Both agree [2, 3] and [4,5].';
    expect(findCitationMarkers(text)).toEqual([
      { start: 11, end: 14, numbers: [1] },
      { start: 27, end: 33, numbers: [2, 3] },
      { start: 38, end: 43, numbers: [4, 5] },
    ]);
    expect(text.slice(27, 33)).toBe('[2, 3]');
  });

  it('ignores Markdown link text, footnotes, words in brackets and unfinished markers', () => {
    expect(findCitationMarkers('see [1](http://x) and [^1] and [note] and [1')).toEqual([]);
  });
});

describe('source links', () => {
  it('opens the passage at its page, inside its matter when it has one', () => {
    expect(sourceHref(source(1, { page: 4, matterId: 'matter-9' }))).toBe('/knowledge?document=doc-1&page=4&chunk=chunk-1&matterId=matter-9');
    expect(sourceHref(source(2))).toBe('/knowledge?document=doc-2&chunk=chunk-2');
  });

  it('names the link after the source and its page', () => {
    expect(sourceLabel(source(1, { page: 4, documentTitle: 'Lopez report' }))).toBe('Source 1: Lopez report, page 4');
    expect(sourceLabel(source(3, { documentTitle: 'Notes' }))).toBe('Source 3: Notes');
  });

  it('opens a linked document, with its matter when known', () => {
    expect(documentHref('d 1', null)).toBe('/knowledge?document=d+1');
    expect(documentHref('d1', 'm1')).toBe('/knowledge?document=d1&matterId=m1');
  });
});

describe('describeCitationProblems', () => {
  it("lists the problems in the contract's plain words", () => {
    expect(describeCitationProblems({ problems: ['unknown-source', 'quote-not-found'], quotes: [] })).toBe(
      'Check this sentence: cites a source that was not given; the quoted words are not in the source.',
    );
    expect(describeCitationProblems({ problems: ['figures-differ'], quotes: [] })).toBe('Check this sentence: a number or date is not in the source.');
  });

  it('still says something when the problem list is empty', () => {
    expect(describeCitationProblems({ problems: [], quotes: [{ text: 'x', found: false }] })).toContain('the quoted words are not in the source');
    expect(describeCitationProblems({ problems: [], quotes: [] })).toContain('the source does not say this');
  });
});

describe('flagRanges', () => {
  const content = 'First fine [1]. Second says "no claim form" [2]. Third.';
  const second = content.indexOf('Second');
  const secondEnd = content.indexOf('Third') - 1;

  it('keeps only unsupported sentences and missing quotes, clamped and sorted', () => {
    const ranges = flagRanges(content, [
      citation({ sentenceStart: 0, sentenceEnd: 15 }),
      citation({ sentenceStart: second, sentenceEnd: secondEnd, supported: false, problems: ['quote-not-found'], quotes: [{ text: 'no claim form', found: false }] }),
      citation({ sentenceStart: 50, sentenceEnd: 999, supported: false }),
      citation({ sentenceStart: 5, sentenceEnd: 5, supported: false }),
    ]);
    const quoteStart = content.indexOf('no claim form');
    expect(ranges).toEqual([
      { start: second, end: secondEnd, kind: 'sentence', citation: 1 },
      { start: quoteStart, end: quoteStart + 'no claim form'.length, kind: 'quote', citation: 1 },
      { start: 50, end: content.length, kind: 'sentence', citation: 2 },
    ]);
  });

  it('finds what covers an offset', () => {
    const ranges = flagRanges(content, [
      citation({ sentenceStart: second, sentenceEnd: secondEnd, supported: false, quotes: [{ text: 'no claim form', found: false }] }),
    ]);
    expect(rangesAt(ranges, 0)).toEqual({ sentence: null, quote: null });
    expect(rangesAt(ranges, second)).toEqual({ sentence: 0, quote: null });
    expect(rangesAt(ranges, content.indexOf('claim'))).toEqual({ sentence: 0, quote: 0 });
    expect(rangesAt(ranges, secondEnd)).toEqual({ sentence: null, quote: null });
  });
});

describe('alignOffsets', () => {
  it('maps identical text one to one', () => {
    expect(alignOffsets('abc', 'abc', 10)).toEqual([10, 11, 12]);
  });

  it('skips characters Markdown dropped (escapes, quote prefixes)', () => {
    expect(alignOffsets('a*b', 'a\\*b', 0)).toEqual([0, 2, 3]);
    expect(alignOffsets('one\ntwo', 'one\n> two', 5)).toEqual([5, 6, 7, 8, 11, 12, 13]);
  });

  it('places a character made from an entity at the current position', () => {
    expect(alignOffsets('a©b', 'a&copy;b', 0)).toEqual([0, 1, 7]);
  });
});

describe('segmentText', () => {
  it('cuts at flagged sentence boundaries and keeps markers whole, in the sentence they end', () => {
    const content = 'Fine [1]. Wrong date [2]. Tail';
    const start = content.indexOf('Wrong');
    const end = content.indexOf(' Tail');
    const ranges = flagRanges(content, [citation({ sentenceStart: start, sentenceEnd: end, supported: false })]);
    const pieces = segmentText(content, alignOffsets(content, content, 0), ranges);
    expect(pieces).toEqual([
      { text: 'Fine ', marker: null, sentence: null, quote: null },
      { text: '[1]', marker: [1], sentence: null, quote: null },
      { text: '. ', marker: null, sentence: null, quote: null },
      { text: 'Wrong date ', marker: null, sentence: 0, quote: null },
      { text: '[2]', marker: [2], sentence: 0, quote: null },
      { text: '.', marker: null, sentence: 0, quote: null },
      { text: ' Tail', marker: null, sentence: null, quote: null },
    ]);
    expect(pieces.map((piece) => piece.text).join('')).toBe(content);
  });

  it('works on a text node in the middle of the content (offsets from its position)', () => {
    const content = '**Bold** then text.';
    const ranges = flagRanges(content, [citation({ sentenceStart: 0, sentenceEnd: content.length, supported: false })]);
    const value = ' then text.';
    const pieces = segmentText(value, alignOffsets(value, value, 8), ranges);
    expect(pieces).toEqual([{ text: ' then text.', marker: null, sentence: 0, quote: null }]);
  });
});
