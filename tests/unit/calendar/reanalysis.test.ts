import { describe, expect, it } from 'vitest';
import { decideReanalysis, EDITED_BY_HAND_MESSAGE } from '../../../domain/calendar/reanalysis';

describe('re-analysis of an analysed event (issue 10: never overwritten silently)', () => {
  const fields = { title: 'MSC', start: '2031-03-03T16:30:00.000Z', end: '2031-03-03T17:30:00.000Z', location: 'WCAB Oakland', judge: 'Hon. Park', hearingType: 'MSC' };

  it('applies the analysis to an event nobody edited', () => {
    expect(decideReanalysis({ ...fields, editedByHand: false }, { ...fields, start: '2031-04-14T17:00:00.000Z' })).toBe('apply');
  });
  it('leaves a hand-edited event alone when the notice agrees with it', () => {
    expect(decideReanalysis({ ...fields, editedByHand: true }, { ...fields, start: '2031-03-03T16:30:00Z', location: ' WCAB Oakland ' })).toBe('unchanged');
  });
  it.each([['title', 'Trial'], ['start', '2031-04-14T17:00:00.000Z'], ['end', '2031-03-03T18:00:00.000Z'], ['location', 'Van Nuys'], ['judge', null], ['hearingType', 'Trial']])(
    'is a conflict when a hand-edited event differs in %s',
    (field, value) => {
      expect(decideReanalysis({ ...fields, editedByHand: true }, { ...fields, [field]: value })).toBe('conflict');
    },
  );
  it('says why the update was not applied', () => {
    expect(EDITED_BY_HAND_MESSAGE).toMatch(/edited by hand/);
  });
});
