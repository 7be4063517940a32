/** The fields of an event that the analysis of a notice sets. */
export interface AnalysedFields {
  title: string;
  /** ISO instants. */
  start: string;
  end: string;
  location: string | null;
  judge: string | null;
  hearingType: string | null;
}

/**
 * apply: the event was never edited by hand, the analysis moves it as before.
 * unchanged: a person edited it, but the notice says what the event already says.
 * conflict: a person edited it and the notice says something else; the event stays as the person left
 * it and the proposal is kept for them to accept or dismiss (issue 10: "not overwritten silently").
 */
export type ReanalysisDecision = 'apply' | 'unchanged' | 'conflict';

const sameInstant = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();
const sameText = (a: string | null, b: string | null) => (a ?? '').trim() === (b ?? '').trim();

export function decideReanalysis(current: AnalysedFields & { editedByHand: boolean }, proposed: AnalysedFields): ReanalysisDecision {
  if (!current.editedByHand) return 'apply';
  const same =
    sameText(current.title, proposed.title) &&
    sameInstant(current.start, proposed.start) &&
    sameInstant(current.end, proposed.end) &&
    sameText(current.location, proposed.location) &&
    sameText(current.judge, proposed.judge) &&
    sameText(current.hearingType, proposed.hearingType);
  return same ? 'unchanged' : 'conflict';
}

/**
 * The analysis's calendar status is update_failed (seed 000 §4) with this text when a re-analysis meets an
 * event edited by hand: the update was not applied, and the reason says where to decide.
 */
export const EDITED_BY_HAND_MESSAGE = 'The event was edited by hand, so the new details from this e-mail were not applied. Review them on the calendar to accept or dismiss.';
