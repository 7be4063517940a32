import { describe, expect, it } from 'vitest';
import { groupHits, parseSearchQuery, prefixOf, SEARCH_QUERY_MAX, type SearchHit } from '../../domain/search/query';
import { itemLinks } from '../../domain/search/links';

describe('parseSearchQuery', () => {
  it('matches the word being typed as a prefix and the finished words as websearch', () => {
    expect(parseSearchQuery('motion to dism')).toEqual({ websearch: 'motion to', prefix: 'dism:*', highlight: 'motion to dism' });
    expect(parseSearchQuery('hearing')).toEqual({ websearch: '', prefix: 'hearing:*', highlight: 'hearing' });
  });

  it('a trailing space finishes the last word', () => {
    expect(parseSearchQuery('motion ')).toEqual({ websearch: 'motion', prefix: null, highlight: 'motion' });
  });

  it('leaves phrases, exclusions and OR to websearch_to_tsquery', () => {
    expect(parseSearchQuery('"summary judgment"')?.prefix).toBeNull();
    expect(parseSearchQuery('"summary judg')).toMatchObject({ prefix: null, websearch: '"summary judg' });
    expect(parseSearchQuery('motion -dismiss')).toMatchObject({ prefix: null, websearch: 'motion -dismiss' });
    expect(parseSearchQuery('motion or')).toMatchObject({ prefix: null, websearch: 'motion or' });
  });

  it('builds the prefix from letters and digits only, so it is never tsquery syntax', () => {
    expect(prefixOf("O'Brien")).toBe('o:* & brien:*');
    expect(prefixOf('a&b|c:*!(d)')).toBe('a:* & b:* & c:* & d:*');
    expect(prefixOf('Ärzte-2026')).toBe('ärzte:* & 2026:*');
    expect(prefixOf('&|!')).toBeNull();
    expect(parseSearchQuery('smith &|!')).toEqual({ websearch: 'smith &|!', prefix: null, highlight: 'smith &|!' });
  });

  it('answers null for nothing to search and cuts very long text', () => {
    expect(parseSearchQuery('')).toBeNull();
    expect(parseSearchQuery('   ')).toBeNull();
    expect(parseSearchQuery('!!! ??')).toBeNull();
    expect(parseSearchQuery('a'.repeat(500))?.highlight).toHaveLength(SEARCH_QUERY_MAX);
  });

  it('collapses white space of any kind', () => {
    expect(parseSearchQuery('  motion\t\n to  dism')).toEqual({ websearch: 'motion to', prefix: 'dism:*', highlight: 'motion to dism' });
  });
});

describe('groupHits', () => {
  const hit = (kind: SearchHit['kind'], id: string, rank: number): SearchHit => ({ kind, id, title: id, snippet: '', href: `/${id}`, date: null, rank });

  it('groups by kind, best group first, each group in rank order up to the limit', () => {
    const groups = groupHits([hit('task', 't1', 0.1), hit('mail', 'm1', 0.3), hit('task', 't2', 0.5), hit('task', 't3', 0.2), hit('notebook', 'n1', 0.3)], 2);
    expect(groups.map((group) => [group.kind, group.label, group.items.map((item) => item.id)])).toEqual([
      ['task', 'Tasks', ['t2', 't3']],
      ['mail', 'Mail', ['m1']],
      ['notebook', 'Notebooks', ['n1']],
    ]);
    expect(groups[0]!.items[0]).not.toHaveProperty('rank');
  });
});

describe('itemLinks', () => {
  it('opens each kind on its own screen, ids encoded', () => {
    expect(itemLinks.mailMessage('a 1', 'INBOX', 'm/2')).toBe('/email/folder/a%201/INBOX/m%2F2');
    expect(itemLinks.calendarEvent('e1', '2026-11-24')).toBe('/calendar?view=day&date=2026-11-24&event=e1');
    expect(itemLinks.task('t1')).toBe('/tasks?task=t1');
    expect(itemLinks.automationRun('a1', 'r1')).toBe('/automation/a1/runs/r1');
    expect(itemLinks.knowledgeDocument('d1')).toBe('/knowledge?document=d1');
    expect(itemLinks.conversation('c1')).toBe('/ai-assistant/c/c1');
    expect(itemLinks.notebook('n1')).toBe('/notebooks/n1');
  });
});
