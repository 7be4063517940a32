import { describe, expect, it } from 'vitest';
import { NOTEBOOK_FAILURES, NOTEBOOK_MESSAGES, failureText } from '../../../domain/notebooks/messages';
import { RELATED_RELEVANCE, RELATED_SIMILARITY, relatedContentOf, relatedKindOf } from '../../../domain/notebooks/related';
import { richPlainText, isRichDoc, importedContent } from '../../../domain/notebooks/rich-text';
import { editStamp, INITIAL_NOTEBOOK_VERSION, isStale, moveInOrder, newSectionOrder, selectionAfterDelete } from '../../../domain/notebooks/rules';

describe('notebook rules (seed 001 §4)', () => {
  it('version starts at 1 and each edit adds one and sets both times to now', () => {
    expect(INITIAL_NOTEBOOK_VERSION).toBe(1);
    const now = new Date('2026-11-28T10:00:00Z');
    expect(editStamp(1, now)).toEqual({ version: 2, updatedAt: now, lastModified: now });
    expect(editStamp(41, now).version).toBe(42);
  });

  it('a new section’s order is the current number of sections', () => {
    expect(newSectionOrder(0)).toBe(0);
    expect(newSectionOrder(3)).toBe(3);
  });

  it('an edit from another version is stale; no version given is not', () => {
    expect(isStale(3, 3)).toBe(false);
    expect(isStale(2, 3)).toBe(true);
    expect(isStale(undefined, 3)).toBe(false);
  });

  it('moves an id inside an order, clamping the index', () => {
    expect(moveInOrder(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(moveInOrder(['a', 'b', 'c'], 'a', 9)).toEqual(['b', 'c', 'a']);
    expect(moveInOrder(['a', 'b'], 'new', 1)).toEqual(['a', 'new', 'b']);
  });

  it('deleting the active notebook clears the selection; another keeps it', () => {
    expect(selectionAfterDelete('n1', 'n1')).toBeNull();
    expect(selectionAfterDelete('n1', 'n2')).toBe('n1');
  });
});

describe('notebook texts (seed 001 §8)', () => {
  it('has the eleven failure texts verbatim and Notebook not found', () => {
    expect(Object.values(NOTEBOOK_FAILURES)).toEqual([
      'Failed to create notebook',
      'Failed to update notebook',
      'Failed to delete notebook',
      'Failed to add section',
      'Failed to update section',
      'Failed to delete section',
      'Failed to add block',
      'Failed to update block',
      'Failed to delete block',
      'Failed to generate AI response',
      'Failed to analyze notebook',
    ]);
    expect(NOTEBOOK_MESSAGES.notFound).toBe('Notebook not found');
  });

  it('a failure toast adds the server’s reason once', () => {
    expect(failureText('addBlock')).toBe('Failed to add block');
    expect(failureText('addBlock', 'Network down.')).toBe('Failed to add block: Network down.');
    expect(failureText('analyzeNotebook', 'Failed to analyze notebook: bad answer')).toBe('Failed to analyze notebook: bad answer');
  });
});

describe('related relevance (seed 001 §3)', () => {
  it('maps similarity to related (0.8) and see also (0.7) hits', () => {
    expect(RELATED_RELEVANCE).toEqual({ related: 0.8, 'see-also': 0.7 });
    expect(relatedKindOf(RELATED_SIMILARITY.related)).toBe('related');
    expect(relatedKindOf(0.99)).toBe('related');
    expect(relatedKindOf(RELATED_SIMILARITY.related - 0.001)).toBe('see-also');
    expect(relatedKindOf(RELATED_SIMILARITY.seeAlso)).toBe('see-also');
    expect(relatedKindOf(RELATED_SIMILARITY.seeAlso - 0.001)).toBeNull();
    expect(relatedKindOf(Number.NaN)).toBeNull();
  });

  it('keeps hits above the cut, nearest first, with their relevance', () => {
    const hits = relatedContentOf([
      { id: 'far', title: 'Far', similarity: 0.3 },
      { id: 'see', title: 'See', similarity: 0.7 },
      { id: 'near', title: 'Near', similarity: 0.9 },
    ]);
    expect(hits.map((hit) => [hit.id, hit.kind, hit.relevance, hit.type])).toEqual([
      ['near', 'related', 0.8, 'notebook'],
      ['see', 'see-also', 0.7, 'notebook'],
    ]);
  });
});

describe('rich text of blocks', () => {
  const doc = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Title' }] },
      { type: 'taskList', content: [{ type: 'taskItem', attrs: { checked: true }, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Call Dr. Lee' }] }] }] },
      { type: 'image', attrs: { src: '/api/drive/items/x/content', alt: 'MRI scan' } },
    ],
  };
  it('gives the words of a document, one line per paragraph', () => {
    expect(richPlainText(doc)).toBe('Title\nCall Dr. Lee\nMRI scan');
  });
  it('recognises documents and turns imported text into one', () => {
    expect(isRichDoc(doc)).toBe(true);
    expect(isRichDoc({ type: 'paragraph' })).toBe(false);
    expect(isRichDoc({ type: 'doc', content: 'x' })).toBe(false);
    expect(importedContent('a\nb')).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }, { type: 'paragraph', content: [{ type: 'text', text: 'b' }] }] });
  });
});
