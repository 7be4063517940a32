import { describe, expect, it } from 'vitest';
import { mergeTags, normaliseTags } from '../../../domain/tasks/task-input';

describe('task tags', () => {
  it('are trimmed, lose a leading #, drop blanks and repeat once (first spelling kept)', () => {
    expect(normaliseTags([' court ', '#msc', '', '  ', 'Court', '##urgent'])).toEqual(['court', 'msc', 'urgent']);
  });

  it('merge keeps the task own tags first', () => {
    expect(mergeTags(['work', 'Court'], ['court', 'urgent'])).toEqual(['work', 'Court', 'urgent']);
  });
});
