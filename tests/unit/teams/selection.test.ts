import { describe, expect, it } from 'vitest';
import { selectAfterDelete, selectionAfterFailure, selectPage, selectTeam, shouldLoadMessages } from '../../../domain/teams/selection';

const items = (...ids: string[]) => ids.map((id) => ({ id }));

describe('active team and page (seed 001 §4)', () => {
  it('keeps the active team while it is still present, else chooses the first', () => {
    expect(selectTeam(items('a', 'b'), 'b')).toBe('b');
    expect(selectTeam(items('a', 'b'), 'gone')).toBe('a');
    expect(selectTeam(items('a', 'b'), null)).toBe('a');
    expect(selectTeam([], 'a')).toBeNull();
  });

  it('keeps the active page while it is still in the team, else chooses the first', () => {
    expect(selectPage(items('p1', 'p2'), 'p2')).toBe('p2');
    expect(selectPage(items('p1', 'p2'), 'other-team-page')).toBe('p1');
    expect(selectPage([], 'p1')).toBeNull();
  });

  it('clears the teams, the active team and the active page on failure', () => {
    expect(selectionAfterFailure()).toEqual({ teams: [], teamId: null, pageId: null });
  });

  it('selects the first remaining one when the active one is deleted, and keeps it otherwise', () => {
    expect(selectAfterDelete(items('a', 'b', 'c'), 'b', 'b')).toBe('a');
    expect(selectAfterDelete(items('a', 'b', 'c'), 'a', 'a')).toBe('b');
    expect(selectAfterDelete(items('a', 'b', 'c'), 'a', 'c')).toBe('c');
    expect(selectAfterDelete(items('a'), 'a', 'a')).toBeNull();
  });

  it('loads messages only while a page is active', () => {
    expect(shouldLoadMessages({ teamId: 't', pageId: 'p' })).toBe(true);
    expect(shouldLoadMessages({ teamId: 't', pageId: null })).toBe(false);
  });
});
