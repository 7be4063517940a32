import { describe, expect, it } from 'vitest';
import { analyseEmailOffline } from '../../../domain/analysis/offline-analyser';
import { loadCorpus } from '../../analysis-corpus/corpus';
import { formatReport, ratio, scoreCorpus, SCORED_FIELDS } from '../../analysis-corpus/score';

const corpus = loadCorpus();
const report = scoreCorpus(corpus, (message) => analyseEmailOffline(message.email));

describe('the offline analyser on the accuracy corpus', () => {
  it('has a corpus of at least 150 messages with unique ids', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    expect(new Set(corpus.map((message) => message.id)).size).toBe(corpus.length);
  });

  it('gets at least 97 % of fields right', () => {
    if (ratio(report.fields) < 0.97) console.log(formatReport(report));
    expect(ratio(report.fields)).toBeGreaterThanOrEqual(0.97);
  });

  it('creates no event for a message that announces none', () => {
    expect(report.falseEvents).toEqual([]);
  });

  it('writes no event with a wrong date, time, case number or kind without asking a person to confirm it', () => {
    expect(report.wrongPlacing.silent).toEqual([]);
  });

  it.each(SCORED_FIELDS)('reads %s right in at least 9 messages of 10', (field) => {
    expect(ratio(report.byField[field])).toBeGreaterThanOrEqual(0.9);
  });
});
