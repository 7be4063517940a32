import { describe, expect, it } from 'vitest';
import { readDueDate } from '../../../domain/tasks/due-time';
import { mergeTags, normaliseTags } from '../../../domain/tasks/task-input';

describe('task tags', () => {
  it('are trimmed, lose a leading #, drop blanks and repeat once (first spelling kept)', () => {
    expect(normaliseTags([' court ', '#msc', '', '  ', 'Court', '##urgent'])).toEqual(['court', 'msc', 'urgent']);
  });

  it('merge keeps the task own tags first', () => {
    expect(mergeTags(['work', 'Court'], ['court', 'urgent'])).toEqual(['work', 'Court', 'urgent']);
  });
});

describe('due dates', () => {
  it('are instants between the years 1900 and 2200', () => {
    expect(readDueDate('2026-12-01T17:00:00Z')).toEqual(new Date('2026-12-01T17:00:00Z'));
    expect(readDueDate('1900-01-01T00:00:00Z')).not.toBeNull();
    expect(readDueDate('2200-12-31T23:59:59Z')).not.toBeNull();
    expect(readDueDate('1899-12-31T23:59:59Z')).toBeNull();
    expect(readDueDate('2201-01-01T00:00:00Z')).toBeNull();
    expect(readDueDate('2026-12-01T23:59:60Z')).toBeNull();
    expect(readDueDate('soon')).toBeNull();
  });
});
