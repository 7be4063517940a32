import { describe, expect, it } from 'vitest';
import { chunkDocument, estimateTokens } from '../../../domain/knowledge/chunking';
import type { ChunkDraft, ParsedSection } from '../../../domain/knowledge/parsed-document';

const WORDS = ['the', 'plaintiff', 'alleges', 'that', 'defendant', 'breached', 'its', 'duty', 'of', 'care', 'under', 'contract', 'and', 'statute', 'causing', 'damages', 'to', 'property', 'witness', 'testified'];

/** Deterministic prose: `count` sentences of 8–19 words each. */
function sentences(count: number, seed = 1): string {
  let state = seed;
  const next = (): number => (state = (state * 1103515245 + 12345) % 2147483648);
  const result: string[] = [];
  for (let s = 0; s < count; s++) {
    const length = 8 + (next() % 12);
    const words = Array.from({ length }, () => WORDS[next() % WORDS.length] ?? 'x');
    const sentence = words.join(' ');
    result.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
  }
  return result.join(' ');
}

function paragraphs(count: number, sentencesEach: number): string {
  return Array.from({ length: count }, (_, i) => sentences(sentencesEach, i + 7)).join('\n\n');
}

function expectSpansExact(text: string, chunks: ChunkDraft[]): void {
  chunks.forEach((chunk, i) => {
    expect(chunk.ordinal).toBe(i);
    expect(chunk.text).toBe(text.slice(chunk.charStart, chunk.charEnd));
    expect(chunk.text.trim()).toBe(chunk.text);
    expect(chunk.text).not.toBe('');
    expect(chunk.tokenCount).toBe(estimateTokens(chunk.text));
  });
  for (let i = 1; i < chunks.length; i++) {
    expect(chunks[i]?.charStart).toBeGreaterThanOrEqual(chunks[i - 1]?.charEnd ?? 0);
  }
}

function expectNoMidWordCuts(text: string, chunks: ChunkDraft[]): void {
  const wordChar = /[\p{L}\p{N}]/u;
  for (const chunk of chunks) {
    const before = text[chunk.charStart - 1] ?? ' ';
    const after = text[chunk.charEnd] ?? ' ';
    expect(wordChar.test(before) && wordChar.test(text[chunk.charStart] ?? ' ')).toBe(false);
    expect(wordChar.test(after) && wordChar.test(text[chunk.charEnd - 1] ?? ' ')).toBe(false);
  }
}

/** Non-whitespace characters of the text are all in some chunk (nothing is lost). */
function expectCovers(text: string, chunks: ChunkDraft[]): void {
  expect(chunks.map((c) => c.text).join('').replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
}

describe('chunkDocument', () => {
  it('gives no chunks for empty or blank text', () => {
    expect(chunkDocument({ text: '', sections: [] })).toEqual([]);
    expect(chunkDocument({ text: '  \n\n\t  \n', sections: [] })).toEqual([]);
    expect(chunkDocument({ text: '   \n  ', sections: [{ start: 0, end: 6, page: 1, headingPath: [] }] })).toEqual([]);
  });

  it('keeps a short text as one chunk, trimmed by moving its span', () => {
    const text = '\n\n  Short note about the hearing.  \n';
    const [chunk, ...rest] = chunkDocument({ text, sections: [] });
    expect(rest).toEqual([]);
    expect(chunk).toEqual({
      ordinal: 0,
      text: 'Short note about the hearing.',
      page: null,
      charStart: 4,
      charEnd: 33,
      headingPath: [],
      tokenCount: 8,
    });
  });

  it('cuts long prose into chunks of about 300 tokens, none past the ceiling', () => {
    const text = paragraphs(40, 6);
    const chunks = chunkDocument({ text, sections: [] }, { targetTokens: 300 });
    expectSpansExact(text, chunks);
    expectNoMidWordCuts(text, chunks);
    expectCovers(text, chunks);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(chunk.tokenCount).toBeLessThanOrEqual(400);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.tokenCount).toBeGreaterThanOrEqual(150);
  });

  it('ends chunks at paragraph breaks when there are some, else at sentence ends', () => {
    const text = paragraphs(30, 5);
    const chunks = chunkDocument({ text, sections: [] });
    for (const chunk of chunks.slice(0, -1)) expect(text.slice(chunk.charEnd, chunk.charEnd + 2)).toBe('\n\n');

    const prose = sentences(300);
    const proseChunks = chunkDocument({ text: prose, sections: [] });
    expect(proseChunks.length).toBeGreaterThan(3);
    for (const chunk of proseChunks) expect(chunk.text.endsWith('.')).toBe(true);
  });

  it('does not end a sentence at a citation abbreviation', () => {
    const text = `${sentences(60)} See Smith v. Jones, 12 U.S.C. No. 4 at p. 7 for the rule. ${sentences(60, 3)}`;
    for (const chunk of chunkDocument({ text, sections: [] })) {
      expect(chunk.text).not.toMatch(/(\bv|No|U\.S\.C|\bp)\.$/);
    }
  });

  it('splits a text without sentences at spaces, never inside a word', () => {
    const text = Array.from({ length: 3000 }, (_, i) => `word${i}`).join(' ');
    const chunks = chunkDocument({ text, sections: [] });
    expectSpansExact(text, chunks);
    expectNoMidWordCuts(text, chunks);
    expectCovers(text, chunks);
    for (const chunk of chunks) expect(chunk.tokenCount).toBeLessThanOrEqual(400);
  });

  it('cuts a single word longer than the ceiling, at the ceiling, keeping surrogate pairs whole', () => {
    const text = `intro ${'\u{1F600}'.repeat(2000)} outro`;
    const chunks = chunkDocument({ text, sections: [] });
    expectSpansExact(text, chunks);
    expectCovers(text, chunks);
    for (const chunk of chunks) {
      expect(chunk.tokenCount).toBeLessThanOrEqual(400);
      expect(chunk.text).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    }
  });

  it('gives every chunk one page: none crosses a page boundary', () => {
    const pages = [sentences(200, 1), sentences(3, 2), sentences(120, 3)];
    let text = '';
    const sections: ParsedSection[] = pages.map((page, i) => {
      const start = text.length;
      text += `${page}\n\n`;
      return { start, end: start + page.length, page: i + 1, headingPath: [] };
    });
    const chunks = chunkDocument({ text, sections });
    expectSpansExact(text, chunks);
    expectCovers(text, chunks);
    for (const chunk of chunks) {
      const section = sections[(chunk.page ?? 0) - 1];
      expect(section).toBeDefined();
      expect(chunk.charStart).toBeGreaterThanOrEqual(section?.start ?? Infinity);
      expect(chunk.charEnd).toBeLessThanOrEqual(section?.end ?? -1);
    }
    expect(chunks.filter((c) => c.page === 2)).toHaveLength(1);
    expect(new Set(chunks.map((c) => c.page))).toEqual(new Set([1, 2, 3]));
  });

  it('gives every chunk its heading path; a heading line with no text of its own joins its sub-heading', () => {
    const parts: Array<{ heading: string[]; body: string }> = [
      { heading: [], body: 'Preamble of the memo.' },
      { heading: ['Facts'], body: '# Facts\n\n' },
      { heading: ['Facts', 'The accident'], body: `## The accident\n\n${paragraphs(6, 5)}\n\n` },
      { heading: ['Law'], body: `# Law\n\n${sentences(4)}\n\n` },
    ];
    let text = '';
    const sections = parts.map((part) => {
      const start = text.length;
      text += part.body;
      return { start, end: text.length, page: null, headingPath: part.heading };
    });
    const chunks = chunkDocument({ text, sections });
    expectSpansExact(text, chunks);
    expectCovers(text, chunks);
    expect(chunks[0]).toMatchObject({ text: 'Preamble of the memo.', headingPath: [] });
    expect(chunks[1]?.text.startsWith('# Facts\n\n## The accident')).toBe(true);
    expect(chunks[1]?.headingPath).toEqual(['Facts', 'The accident']);
    expect(chunks.at(-1)?.headingPath).toEqual(['Law']);
    expect(chunks.at(-1)?.text.startsWith('# Law')).toBe(true);
  });

  it('keeps a short section with text of its own as its own chunk', () => {
    const text = 'Report\n\nPrepared for the court.\n\nInjuries\n\nFracture of the wrist.';
    const sections: ParsedSection[] = [
      { start: 0, end: 33, page: null, headingPath: ['Report'] },
      { start: 33, end: text.length, page: null, headingPath: ['Report', 'Injuries'] },
    ];
    expect(chunkDocument({ text, sections }).map((c) => [c.text, c.headingPath])).toEqual([
      ['Report\n\nPrepared for the court.', ['Report']],
      ['Injuries\n\nFracture of the wrist.', ['Report', 'Injuries']],
    ]);
  });

  it('merges a short last piece of a section into the chunk before it', () => {
    const text = `${sentences(52, 5)}\n\nThe end.`;
    const chunks = chunkDocument({ text, sections: [] });
    expect(chunks.at(-1)?.text.endsWith('\n\nThe end.')).toBe(true);
    expect(chunks.at(-1)?.tokenCount).toBeGreaterThan(10);
  });

  it('treats text outside every section as a section with no page or heading, and tolerates odd sections', () => {
    const text = `${sentences(5)}\n\n${sentences(5, 2)}`;
    const chunks = chunkDocument({
      text,
      sections: [
        { start: 20, end: 10, page: 9, headingPath: ['Empty'] },
        { start: 50, end: 10_000, page: 1, headingPath: ['Tail'] },
      ],
    });
    expectSpansExact(text, chunks);
    expectCovers(text, chunks);
    expect(chunks.map((c) => c.page)).toEqual([null, 1]);
    expect(chunks[1]?.charEnd).toBe(text.length);
  });

  it('honours a smaller target', () => {
    const text = paragraphs(10, 5);
    const chunks = chunkDocument({ text, sections: [] }, { targetTokens: 50, maxTokens: 80 });
    for (const chunk of chunks) expect(chunk.tokenCount).toBeLessThanOrEqual(80);
    expectCovers(text, chunks);
  });

  it('chunks a 300-page text in linear time', () => {
    const page = paragraphs(6, 6);
    const time = (pages: number): { ms: number; chunks: number } => {
      let text = '';
      const sections: ParsedSection[] = [];
      for (let p = 1; p <= pages; p++) {
        sections.push({ start: text.length, end: text.length + page.length, page: p, headingPath: [] });
        text += `${page}\n\n`;
      }
      const started = performance.now();
      const chunks = chunkDocument({ text, sections });
      return { ms: performance.now() - started, chunks: chunks.length };
    };
    time(30);
    const small = time(75);
    const large = time(300);
    expect(large.chunks).toBe(small.chunks * 4);
    expect(large.ms).toBeLessThan(2_000);
    expect(large.ms).toBeLessThan(Math.max(small.ms, 5) * 12);
  });

  it('stays linear on pathological input: one huge word, and long runs of whitespace', () => {
    const huge = 'x'.repeat(1_000_000);
    const started = performance.now();
    const chunks = chunkDocument({ text: huge, sections: [] });
    const blank = chunkDocument({ text: `${' \n'.repeat(500_000)}end`, sections: [] });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(chunks.length).toBe(Math.ceil(1_000_000 / 1600));
    expect(blank.map((c) => c.text)).toEqual(['end']);
  });
});
