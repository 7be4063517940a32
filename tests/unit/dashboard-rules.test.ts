import { describe, expect, it } from 'vitest';
import { splitAgenda } from '../../domain/dashboard/agenda';
import { checklistOf } from '../../domain/dashboard/checklist';
import { dayWindow, isToday } from '../../domain/dashboard/day-window';
import type { AgendaItem } from '../../domain/dashboard/types';
import { FIRST_VISIT_DAYS, newMailSince, recordVisit, VISIT_GAP_MS } from '../../domain/dashboard/visits';

describe('dayWindow', () => {
  it('takes today and the rest of the Monday-to-Sunday week in the person’s zone', () => {
    // 01:30 UTC on Wednesday 25 November 2026 is still Tuesday 24 November in Los Angeles.
    const window = dayWindow(new Date('2026-11-25T01:30:00Z'), 'America/Los_Angeles');
    expect(window).toEqual({
      today: '2026-11-24',
      lastDayOfWeek: '2026-11-29',
      todayStart: '2026-11-24T08:00:00.000Z',
      todayEnd: '2026-11-25T08:00:00.000Z',
      weekEnd: '2026-11-30T08:00:00.000Z',
    });
    expect(isToday('2026-11-25T07:59:59Z', window)).toBe(true);
    expect(isToday('2026-11-25T08:00:00Z', window)).toBe(false);
  });

  it('follows daylight saving: the day of the change is 25 hours long', () => {
    const window = dayWindow(new Date('2026-11-01T12:00:00Z'), 'America/Los_Angeles');
    expect(Date.parse(window.todayEnd) - Date.parse(window.todayStart)).toBe(25 * 3600_000);
    expect(window.today).toBe('2026-11-01');
    expect(window.lastDayOfWeek).toBe('2026-11-01');
  });

  it('reads an unknown zone as UTC', () => {
    expect(dayWindow(new Date('2026-11-25T01:30:00Z'), 'Not/AZone').today).toBe('2026-11-25');
  });
});

describe('visits', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 9, 0) + minutes * 60_000);

  it('a first visit counts mail from the last days', () => {
    const state = recordVisit(null, at(0));
    expect(state).toEqual({ lastVisitAt: at(0), previousVisitAt: null });
    expect(newMailSince(state, at(0))).toEqual({ since: new Date(at(0).getTime() - FIRST_VISIT_DAYS * 86_400_000), firstVisit: true });
  });

  it('coming back within the gap is the same visit; after it, the previous visit moves', () => {
    const first = recordVisit(null, at(0));
    const reload = recordVisit(first, at(10));
    expect(reload).toEqual({ lastVisitAt: at(10), previousVisitAt: null });
    const later = recordVisit(reload, at(10 + VISIT_GAP_MS / 60_000));
    expect(later.previousVisitAt).toEqual(at(10));
    expect(newMailSince(later, at(100))).toEqual({ since: at(10), firstVisit: false });
    expect(recordVisit(later, at(50)).previousVisitAt).toEqual(at(10));
  });
});

describe('checklist', () => {
  it('ticks each step from the facts and hides when all are done or dismissed', () => {
    const some = checklistOf({ hasMailbox: true, hasTemplateAutomation: false, hasInvitedTeam: false }, false);
    expect(some.steps.map((step) => [step.id, step.done, step.href])).toEqual([
      ['mailbox', true, '/email'],
      ['automation', false, '/automation'],
      ['team', false, '/teams'],
    ]);
    expect(some.visible).toBe(true);
    expect(checklistOf({ hasMailbox: true, hasTemplateAutomation: true, hasInvitedTeam: true }, false).visible).toBe(false);
    expect(checklistOf({ hasMailbox: false, hasTemplateAutomation: false, hasInvitedTeam: false }, true)).toMatchObject({ visible: false, dismissed: true });
  });
});

describe('splitAgenda', () => {
  const item = (id: string, date: string, start: string | null, kind: AgendaItem['kind'] = 'hearing'): AgendaItem => ({
    kind, id, title: id, start, date, allDay: start === null, caseNumber: null, hearingType: null, judge: null, location: null, state: null, href: '/',
  });

  it('puts today’s items first in time order, a day’s deadline before its hearings, and drops other weeks', () => {
    const split = splitAgenda(
      [item('late', '2026-11-24', '2026-11-24T22:00:00Z'), item('due', '2026-11-24', null, 'deadline'), item('early', '2026-11-24', '2026-11-24T17:00:00Z'), item('fri', '2026-11-27', '2026-11-27T17:00:00Z'), item('next', '2026-11-30', '2026-11-30T17:00:00Z'), item('past', '2026-11-23', null, 'deadline')],
      { today: '2026-11-24', lastDayOfWeek: '2026-11-29' },
    );
    expect(split.today.map((entry) => entry.id)).toEqual(['due', 'early', 'late']);
    expect(split.laterThisWeek.map((entry) => entry.id)).toEqual(['fri']);
  });
});
