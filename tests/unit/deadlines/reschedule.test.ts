import { describe, expect, it } from 'vitest';
import { previewReschedule } from '../../../domain/deadlines';

// An MSC chain first computed for Mon 9 Mar 2026, the MSC moved to Mon 16 Mar 2026.
const moved = { kind: 'hearing_set', date: '2026-03-16', hearingType: 'MSC' } as const;

describe('previewReschedule', () => {
  it('moves untouched deadlines and keeps edited and completed ones', () => {
    expect(
      previewReschedule(
        [
          { ruleId: 'msc-discovery-closes', date: '2026-03-09', editedByHand: false, completed: false },
          { ruleId: 'msc-pretrial-statement-due', date: '2026-03-06', editedByHand: true, completed: false },
          { ruleId: 'msc-prepare', date: '2026-03-02', editedByHand: false, completed: true },
        ],
        moved,
      ),
    ).toEqual([
      { ruleId: 'msc-discovery-closes', title: 'Discovery closes', oldDate: '2026-03-09', newDate: '2026-03-16', keeps: false, reason: null },
      { ruleId: 'msc-pretrial-statement-due', title: 'Pre-trial conference statement due', oldDate: '2026-03-06', newDate: '2026-03-06', keeps: true, reason: 'edited' },
      { ruleId: 'msc-prepare', title: 'Prepare for MSC', oldDate: '2026-03-02', newDate: '2026-03-02', keeps: true, reason: 'completed' },
    ]);
  });

  it('recomputes a prep task (7 days before Mon 16 Mar = Mon 9 Mar)', () => {
    const [change] = previewReschedule([{ ruleId: 'msc-prepare', date: '2026-03-02', editedByHand: false, completed: false }], moved);
    expect(change).toMatchObject({ newDate: '2026-03-09', keeps: false, reason: null });
  });

  it('calls a deadline both edited and completed "completed"', () => {
    const [change] = previewReschedule([{ ruleId: 'msc-prepare', date: '2026-03-02', editedByHand: true, completed: true }], moved);
    expect(change).toMatchObject({ keeps: true, reason: 'completed' });
  });

  it('keeps a deadline whose rule is no longer in the table', () => {
    const [change] = previewReschedule([{ ruleId: 'retired-rule', date: '2026-03-02', editedByHand: false, completed: false }], moved);
    expect(change).toEqual({ ruleId: 'retired-rule', title: 'retired-rule', oldDate: '2026-03-02', newDate: '2026-03-02', keeps: true, reason: null });
  });
});
