import { describe, expect, it } from 'vitest';
import { acceptBlock, acceptSection, loadStoredNotebook, UNTITLED } from '../../../domain/notebooks/loader';

describe('stored notebook loader (seed 001 §5)', () => {
  it('accepts a block only with id, type and content', () => {
    expect(acceptBlock({ id: 'b', type: 'text', content: 'hi' })).toEqual({ id: 'b', type: 'text', content: 'hi', metadata: {} });
    expect(acceptBlock({ id: 'b', type: 'text', content: '' })).not.toBeNull();
    expect(acceptBlock({ type: 'text', content: 'hi' })).toBeNull();
    expect(acceptBlock({ id: 'b', content: 'hi' })).toBeNull();
    expect(acceptBlock({ id: 'b', type: 'text' })).toBeNull();
    expect(acceptBlock({ id: 'b', type: 'text', content: null })).toBeNull();
    expect(acceptBlock('block')).toBeNull();
  });

  it('accepts a section only with id, title, blocks and order, dropping its bad blocks', () => {
    const good = acceptSection({ id: 's', title: 'T', order: 0, blocks: [{ id: 'b', type: 'text', content: 'x' }, { id: 'c' }] });
    expect(good?.section.blocks.map((b) => b.id)).toEqual(['b']);
    expect(good?.droppedBlocks).toBe(1);
    expect(acceptSection({ title: 'T', order: 0, blocks: [] })).toBeNull();
    expect(acceptSection({ id: 's', order: 0, blocks: [] })).toBeNull();
    expect(acceptSection({ id: 's', title: 'T', blocks: [] })).toBeNull();
    expect(acceptSection({ id: 's', title: 'T', order: 0 })).toBeNull();
    expect(acceptSection({ id: 's', title: 'T', order: '0', blocks: [] })).toBeNull();
  });

  it('a missing or blank notebook title becomes Untitled; sections come in stored order', () => {
    expect(loadStoredNotebook({})?.title).toBe(UNTITLED);
    expect(loadStoredNotebook({ title: '   ' })?.title).toBe('Untitled');
    expect(loadStoredNotebook({ title: 'Kept' })?.title).toBe('Kept');
    const loaded = loadStoredNotebook({
      sections: [
        { id: 'b', title: 'B', order: 2, blocks: [] },
        { id: 'a', title: 'A', order: 1, blocks: [] },
        { id: 'x', title: 'X', blocks: [] },
      ],
    });
    expect(loaded?.sections.map((s) => s.id)).toEqual(['a', 'b']);
    expect(loaded?.dropped).toEqual({ sections: 1, blocks: 0 });
  });

  it('flags start false unless stored true; non-objects are refused', () => {
    expect(loadStoredNotebook({ isFavorite: 'yes', isArchived: true })).toMatchObject({ isFavorite: false, isArchived: true, isPublic: false, isTemplate: false });
    expect(loadStoredNotebook(null)).toBeNull();
    expect(loadStoredNotebook([])).toBeNull();
    expect(loadStoredNotebook('notebook')).toBeNull();
  });
});
