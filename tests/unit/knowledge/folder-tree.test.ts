import { describe, expect, it } from 'vitest';
import { nearestMatters, subtreeOf, wouldCreateCycle, type FolderNode } from '../../../domain/knowledge/folder-tree';
import { canRetryDocument, ingestionWorkflowId, MAX_DOCUMENT_RETRIES, RETRIED_TOO_OFTEN_MESSAGE } from '../../../domain/knowledge/ingestion-rules';

const folders: FolderNode[] = [
  { id: 'root', parentId: null, isMatter: false },
  { id: 'matter', parentId: 'root', isMatter: true },
  { id: 'medical', parentId: 'matter', isMatter: false },
  { id: 'inner-matter', parentId: 'medical', isMatter: true },
  { id: 'deep', parentId: 'inner-matter', isMatter: false },
  { id: 'other', parentId: null, isMatter: false },
];

describe('knowledge folder tree', () => {
  it('finds the nearest enclosing matter of every folder', () => {
    expect(Object.fromEntries(nearestMatters(folders))).toEqual({ root: null, matter: 'matter', medical: 'matter', 'inner-matter': 'inner-matter', deep: 'inner-matter', other: null });
  });

  it('lists a subtree and refuses a move into it', () => {
    expect(subtreeOf(folders, 'matter').sort()).toEqual(['deep', 'inner-matter', 'matter', 'medical']);
    expect(wouldCreateCycle(folders, 'matter', 'deep')).toBe(true);
    expect(wouldCreateCycle(folders, 'matter', 'matter')).toBe(true);
    expect(wouldCreateCycle(folders, 'medical', 'other')).toBe(false);
  });

  it('stops on a cycle instead of looping', () => {
    const looped: FolderNode[] = [
      { id: 'a', parentId: 'b', isMatter: false },
      { id: 'b', parentId: 'a', isMatter: false },
    ];
    expect(nearestMatters(looped).get('a')).toBeNull();
    expect(subtreeOf(looped, 'a').sort()).toEqual(['a', 'b']);
  });
});

describe('ingestion rules (seed 001 §4)', () => {
  it('retries a failed document up to 3 times', () => {
    expect(MAX_DOCUMENT_RETRIES).toBe(3);
    expect([0, 1, 2, 3].map(canRetryDocument)).toEqual([true, true, true, false]);
    expect(RETRIED_TOO_OFTEN_MESSAGE).toBe('This document has been retried 3 times already.');
    expect(ingestionWorkflowId('d1', 2)).toBe('knowledge-ingest-d1-2');
  });
});
