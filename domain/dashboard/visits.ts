/**
 * "Mail analysed since your last visit": a visit is a stretch of looking at the dashboard; coming back
 * within VISIT_GAP_MS (reloads, live refreshes, a quick look elsewhere) is the same visit, so what is
 * counted does not vanish while the person is reading it.
 */
export const VISIT_GAP_MS = 30 * 60 * 1000;

/** On a first visit, mail analysed in this many days before it is shown. */
export const FIRST_VISIT_DAYS = 7;

export interface VisitState {
  lastVisitAt: Date;
  previousVisitAt: Date | null;
}

/** The state after a look at the dashboard at `now`. */
export function recordVisit(state: VisitState | null, now: Date): VisitState {
  if (!state) return { lastVisitAt: now, previousVisitAt: null };
  const sameVisit = now.getTime() - state.lastVisitAt.getTime() < VISIT_GAP_MS;
  return { lastVisitAt: now, previousVisitAt: sameVisit ? state.previousVisitAt : state.lastVisitAt };
}

/** From when analysed mail counts as new: the previous visit, or FIRST_VISIT_DAYS back on a first one. */
export function newMailSince(state: VisitState, now: Date): { since: Date; firstVisit: boolean } {
  if (state.previousVisitAt) return { since: state.previousVisitAt, firstVisit: false };
  return { since: new Date(now.getTime() - FIRST_VISIT_DAYS * 24 * 60 * 60 * 1000), firstVisit: true };
}
