import { describe, expect, it } from 'vitest';
import { folderPrivileges, privilegedIds } from '../../../domain/knowledge/folder-privilege';

const node = (id: string, parentId: string | null, isPrivileged = false) => ({ id, parentId, isPrivileged });

describe('privileged (local-only) folders', () => {
  const folders = [node('firm', null), node('matter', 'firm', true), node('depositions', 'matter'), node('exhibits', 'depositions'), node('templates', null), node('sealed', 'templates', true)];

  it('marks a folder and every folder below it, naming the folder whose mark it inherits', () => {
    const privileges = folderPrivileges(folders);
    expect(privileges.get('firm')).toEqual({ privileged: false });
    expect(privileges.get('matter')).toEqual({ privileged: true, inherited: false, from: 'matter' });
    expect(privileges.get('depositions')).toEqual({ privileged: true, inherited: true, from: 'matter' });
    expect(privileges.get('exhibits')).toEqual({ privileged: true, inherited: true, from: 'matter' });
    expect(privileges.get('sealed')).toEqual({ privileged: true, inherited: false, from: 'sealed' });
    expect(privilegedIds(folders)).toEqual(new Set(['matter', 'depositions', 'exhibits', 'sealed']));
  });

  it('takes the nearest mark when marks are nested, and survives a missing parent or a cycle', () => {
    const nested = [node('a', null, true), node('b', 'a', true), node('c', 'b')];
    expect(folderPrivileges(nested).get('c')).toEqual({ privileged: true, inherited: true, from: 'b' });
    expect(folderPrivileges([node('orphan', 'gone')]).get('orphan')).toEqual({ privileged: false });
    expect(folderPrivileges([node('x', 'y'), node('y', 'x')]).get('x')).toEqual({ privileged: false });
  });
});
