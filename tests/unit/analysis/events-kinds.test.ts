import { describe, expect, it } from 'vitest';
import { findEventTypeMentions, pickEventType } from '../../../domain/analysis/offline/event-types';

/** The kind of the event dated where `date` is first written in `text`. */
function kindOf(text: string, date: string): string | null {
  return pickEventType(findEventTypeMentions(text), text.indexOf(date), text);
}

describe('the kind of event next to a date', () => {
  it.each([
    ['The Rating MSC is set for 3/2/27 at 8:30am.', 'Rating MSC', '3/2/27'],
    ['LIEN TRIAL\nWednesday 12-02-2026, 8:30am', 'Lien Trial', '12-02-2026'],
    ['the Mandatory Settlement\nConference in this matter is RESET to Tuesday, August 4, 2026', 'MSC', 'Tuesday'],
    ['ORDER SETTING SCHEDULING CONFERENCE. Scheduling Conference set for 7/27/2026 at 11:00 AM', 'Status Conference', '7/27/2026'],
    ['The Trial Setting Conference is set for October 7, 2026, 8:30 a.m.', 'Status Conference', 'October'],
    ['Case Management Conference: October 7, 2026', 'Status Conference', 'October'],
    ['NOTICE OF ORAL ARGUMENT on Monday, May 10, 2027', 'Hearing', 'Monday'],
    ['NOTICE OF MOTION AND MOTION TO COMPEL. PLEASE TAKE NOTICE that on March 4, 2027', 'Hearing', 'March'],
    ['NOTIFICATION OF PANEL QME APPOINTMENT\nAppointment: Monday, November 16, 2026 at 9:00 AM', 'QME Appointment', 'Monday'],
    ['you have an Agreed Medical Evaluation (AME) with Dr. Lindemann on Tuesday, July 14, 2026', 'AME Appointment', 'Tuesday'],
    ['The mediation will take place by Zoom on Wednesday, November 4, 2026', 'Mediation', 'Wednesday'],
    ['The private settlement conference with mediator Alan Brewster is confirmed for Tuesday, December 8, 2026', 'Mediation', 'Tuesday'],
    ['Deponent: Lucia Sandoval, Psy.D., Panel QME (Psychology)\nDate: Wednesday, August 12, 2026', 'Deposition', 'Wednesday'],
    ['applicant will take the deposition of Panel QME Dr. Alan Weiss on 12/14/2026 1:30 PM', 'Deposition', '12/14/2026'],
    ['MANDATORY SETTLEMENT CONFERENCE (RATING)\nDATE: 12/14/2026', 'Rating MSC', '12/14/2026'],
    ['The Court sets an Order to Show Cause re: Dismissal for 02/03/2027 at 9:00 a.m.', 'Hearing', '02/03/2027'],
    ['Our weekly case call is moved to Wednesday at 2 pm this week.', 'Meeting', 'Wednesday'],
    ['Can you call me Thursday at 11? I have questions about my check.', 'Meeting', 'Thursday'],
    ['3. Declaration re: Meet and Confer\nPLEASE TAKE NOTICE that on April 22, 2027, at 1:30 p.m., or as soon thereafter as the matter may be heard', 'Hearing', 'April'],
    ['HEARING TYPE: RATING MANDATORY SETTLEMENT CONFERENCE\nto resolve the case or to set it for trial.\nDATE: 06/09/2026', 'Rating MSC', '06/09/2026'],
    ['I set the home visit for Saturday, January 23, 2027 at 11:00 a.m. at his home', 'Meeting', 'Saturday'],
    ['Case review meeting Tuesday the 9th at 8am. Agenda:\n- Delgado, trial 5/11', 'Meeting', 'Tuesday'],
    ['Confirmed for a Zoom call tomorrow 4:30pm to go over the priority conference.', 'Meeting', 'tomorrow'],
    ['Mr. Ruiz can call you Friday at 3:15 to go over the QME report.', 'Meeting', 'Friday'],
    ["Dr. Faulkner's deposition transcript came in. Let's do that this Thursday at 2 p.m. by Zoom", 'Meeting', 'this Thursday'],
  ])('%s → %s', (text, kind, date) => {
    expect(kindOf(text, date)).toBe(kind);
  });

  it('takes a setting named as what a deadline counts from for no event kind', () => {
    expect(findEventTypeMentions('the PTCS must be filed 10 days before the MSC.')).toEqual([]);
  });
});
