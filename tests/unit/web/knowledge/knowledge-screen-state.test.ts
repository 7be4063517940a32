import { describe, expect, it } from 'vitest';
import type { ChunkView, FolderView } from '../../../../domain/knowledge/views';
import { progressText, retryText, sourceText } from '../../../../web/src/screens/knowledge/documents/documentText';
import { highlightPieces } from '../../../../web/src/screens/knowledge/search/highlight';
import { buildFolderTree, folderPath, matterLabel, subtreeIds } from '../../../../web/src/screens/knowledge/state/folderTree';
import { scopeOf, searchScopeText } from '../../../../web/src/screens/knowledge/state/scope';
import { groupByPage } from '../../../../web/src/screens/knowledge/viewer/pages';

function folder(id: string, name: string, parentId: string | null, matter: Partial<FolderView> = {}): FolderView {
  return {
    id,
    name,
    description: '',
    parentId,
    assistantIds: [],
    isMatter: false,
    matterClient: null,
    matterNumber: null,
    caseNumbers: [],
    matterId: null,
    isPrivileged: false,
    documentCount: 0,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...matter,
  };
}

const smith = folder('m1', 'Smith v. Acme', null, { isMatter: true, matterId: 'm1', matterClient: 'Jane Smith', matterNumber: '2026-014' });
const medical = folder('f2', 'Medical', 'm1', { matterId: 'm1' });
const templates = folder('f3', 'Templates', null);
const folders = [templates, medical, smith];

describe('highlightPieces', () => {
  it('cuts the text into plain and marked pieces that add up to the text', () => {
    const pieces = highlightPieces('the injury was reported late', [{ start: 4, end: 10 }]);
    expect(pieces).toEqual([
      { text: 'the ', marked: false },
      { text: 'injury', marked: true },
      { text: ' was reported late', marked: false },
    ]);
  });

  it('clips, sorts and merges overlapping spans', () => {
    const text = 'abcdefghij';
    const pieces = highlightPieces(text, [{ start: 6, end: 40 }, { start: 1, end: 3 }, { start: 2, end: 4 }, { start: 5, end: 5 }]);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(pieces.filter((piece) => piece.marked).map((piece) => piece.text)).toEqual(['bcd', 'ghij']);
  });

  it('gives one plain piece without spans', () => {
    expect(highlightPieces('plain', [])).toEqual([{ text: 'plain', marked: false }]);
  });
});

describe('the folder tree', () => {
  it('nests folders under their parents, in name order', () => {
    const tree = buildFolderTree(folders);
    expect(tree.map((node) => node.folder.name)).toEqual(['Smith v. Acme', 'Templates']);
    expect(tree[0]!.children.map((node) => node.folder.name)).toEqual(['Medical']);
  });

  it('finds the path down to a folder and the folders below one', () => {
    expect(folderPath(folders, 'f2').map((item) => item.id)).toEqual(['m1', 'f2']);
    expect([...subtreeIds(folders, 'm1')].sort()).toEqual(['f2', 'm1']);
  });

  it('names a matter with its client and number', () => {
    expect(matterLabel(smith)).toBe('Smith v. Acme (Jane Smith, 2026-014)');
  });
});

describe('the scope of the screen (the matter wall)', () => {
  it('names the enclosing matter for a folder inside it', () => {
    const scope = scopeOf(folders, 'f2');
    expect(scope.matterId).toBe('m1');
    expect(searchScopeText(scope)).toBe('Searching in folder Medical, in matter Smith v. Acme');
    expect(searchScopeText(scopeOf(folders, 'm1'))).toBe('Searching in matter Smith v. Acme');
  });

  it('names no matter outside matters', () => {
    expect(scopeOf(folders, null)).toMatchObject({ matterId: null, folderId: null });
    expect(searchScopeText(scopeOf(folders, null))).toBe('Searching documents outside matters');
    expect(searchScopeText(scopeOf(folders, 'f3'))).toBe('Searching in folder Templates, outside matters');
  });
});

describe('words on the screen', () => {
  it('says progress, retries and sources in plain words', () => {
    expect(progressText(3, 12)).toBe('3 of 12 passages ready to search');
    expect(progressText(0, 0)).toBe('Reading the document…');
    expect(retryText(1)).toBe('Retried 1 of 3');
    expect(sourceText({ kind: 'upload', fileName: 'report.pdf' })).toBe('Uploaded: report.pdf');
  });
});

describe('groupByPage', () => {
  const chunk = (ordinal: number, page: number | null): ChunkView => ({
    id: `c${ordinal}`,
    ordinal,
    text: `passage ${ordinal}`,
    page,
    charStart: 0,
    charEnd: 1,
    headingPath: [],
  });

  it('groups passages by page in reading order', () => {
    const groups = groupByPage([chunk(2, 2), chunk(0, 1), chunk(1, 1)]);
    expect(groups.map((group) => [group.page, group.chunks.map((item) => item.id)])).toEqual([
      [1, ['c0', 'c1']],
      [2, ['c2']],
    ]);
  });
});
