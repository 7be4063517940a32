import { describe, expect, it } from 'vitest';
import { analysisText, notebookAnalysisTask, parseNotebookAnalysis, suggestedEventEnd, suggestedPriority } from '../../../domain/notebooks/analysis';

const good = {
  summary: 'One. Two. Three.',
  topics: ['a', 'b', 'c', 'd', 'e'],
  tasks: [{ title: 'Call', description: 'Call Dr. Lee', priority: 'high' }],
  events: [{ title: 'Hearing', description: '', startDate: '2027-01-05T09:30:00+01:00' }],
};

describe('AI block analysis answers (seed 001 §3, §9)', () => {
  it('accepts a good answer; events end one hour after they start', () => {
    const parsed = parseNotebookAnalysis(good);
    expect(parsed?.tasks).toEqual([{ title: 'Call', description: 'Call Dr. Lee', priority: 'High' }]);
    expect(parsed?.events).toEqual([{ title: 'Hearing', description: '', startDate: '2027-01-05T08:30:00.000Z', endDate: '2027-01-05T09:30:00.000Z' }]);
    expect(suggestedEventEnd(new Date('2027-01-01T23:30:00Z')).toISOString()).toBe('2027-01-02T00:30:00.000Z');
  });

  it('a suggested task’s priority defaults to medium', () => {
    expect(suggestedPriority(undefined)).toBe('Medium');
    expect(suggestedPriority('')).toBe('Medium');
    expect(suggestedPriority('URGENT')).toBe('Urgent');
    expect(suggestedPriority('soon')).toBeNull();
    expect(suggestedPriority(3)).toBeNull();
  });

  it('wants 5 to 10 topics: more are cut to 10, fewer refused', () => {
    expect(parseNotebookAnalysis({ ...good, topics: Array.from({ length: 12 }, (_, i) => `t${i}`) })?.keyTopics).toHaveLength(10);
    expect(parseNotebookAnalysis({ ...good, topics: ['a', 'b', 'c', 'd'] })).toBeNull();
    expect(parseNotebookAnalysis({ ...good, topics: ['a', 'A', 'b', 'c', 'd'] })).toBeNull();
  });

  it('keeps at most 5 sentences of the summary and refuses a blank one', () => {
    expect(parseNotebookAnalysis({ ...good, summary: 'A. B. C. D. E. F. G.' })?.summary).toBe('A. B. C. D. E.');
    expect(parseNotebookAnalysis({ ...good, summary: ' ' })).toBeNull();
    expect(parseNotebookAnalysis({ ...good, summary: 5 })).toBeNull();
  });

  it('refuses malformed tasks and events, and answers that are not objects', () => {
    expect(parseNotebookAnalysis({ ...good, tasks: [{ title: '' }] })).toBeNull();
    expect(parseNotebookAnalysis({ ...good, tasks: 'none' })).toBeNull();
    expect(parseNotebookAnalysis({ ...good, events: [{ title: 'x', startDate: 'tomorrow' }] })).toBeNull();
    expect(parseNotebookAnalysis({ ...good, events: [{ title: 'x', startDate: '2027-02-30T10:00:00Z' }] })).toBeNull();
    expect(parseNotebookAnalysis([])).toBeNull();
    expect(parseNotebookAnalysis(null)).toBeNull();
  });

  it('asks for 3 to 5 sentences and 5 to 10 topics, and sends at most 10000 characters', () => {
    const task = notebookAnalysisTask(new Date('2026-11-28T10:00:00Z'), 'Europe/Berlin');
    expect(task.system).toContain('3 to 5 sentences');
    expect(task.system).toContain('5 to 10 key topics');
    expect(task.system).toContain('Europe/Berlin');
    expect(analysisText('T', 'x'.repeat(20_000))).toHaveLength(10_000);
  });
});
