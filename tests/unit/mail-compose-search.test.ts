import { describe, expect, it } from 'vitest';
import { isEmptySearch, parseMailSearch } from '../../domain/mail/search-query';

describe('the mail search box', () => {
  it('reads from:, to:, subject: and free words, quoted values included', () => {
    expect(parseMailSearch('from:alice@example.com subject:"rent due" deposition to:bob')).toEqual({
      from: ['alice@example.com'],
      to: ['bob'],
      subject: ['rent due'],
      words: ['deposition'],
    });
  });

  it('is case-insensitive about the field names and keeps a quoted phrase whole', () => {
    expect(parseMailSearch('FROM:ana "meet and confer"')).toEqual({ from: ['ana'], to: [], subject: [], words: ['meet and confer'] });
  });

  it('treats an empty query or empty values as no search', () => {
    expect(isEmptySearch(parseMailSearch('   '))).toBe(true);
    expect(isEmptySearch(parseMailSearch('subject:""'))).toBe(true);
    expect(isEmptySearch(parseMailSearch('x'))).toBe(false);
  });
});
