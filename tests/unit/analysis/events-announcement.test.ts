import { describe, expect, it } from 'vitest';
import { analyseEmailOffline } from '../../../domain/analysis/offline-analyser';
import type { AnalysableEmail } from '../../../domain/analysis/types';

// Sent Monday, November 9, 2026, 10:04 a.m. in Los Angeles.
const SENT = '2026-11-09T18:04:00Z';

const mail = (subject: string, text: string, from = 'Counsel <counsel@example.com>', date = SENT): AnalysableEmail => ({
  id: 'events',
  subject,
  from,
  to: ['Anthony Ruiz <aruiz@ruizwclaw.com>'],
  cc: [],
  date,
  text,
  attachments: [],
});

const eventOf = (email: AnalysableEmail) => analyseEmailOffline(email).meetingDetails;

describe('a message announces an event only when it does', () => {
  it('reads no event from an order taking the setting off calendar', () => {
    const order = mail(
      'ORDER TAKING OFF CALENDAR ADJ17233015',
      'Good cause appearing, the MANDATORY SETTLEMENT CONFERENCE set for 12/29/2026 at\n08:30 AM at the Marina del Rey District Office is ORDERED OFF CALENDAR.\n\nDATE: 11/09/2026',
      'EAMS <eams@dir.ca.gov>',
    );
    expect(eventOf(order)).toBeNull();
  });

  it('reads no event from an order vacating a setting, whatever other date it is signed on', () => {
    const order = mail(
      'Order approving C&R',
      'The Compromise and Release is APPROVED.\nThe trial set for December 16, 2026 at 1:30 PM before the undersigned is\nVACATED.\n\nDate: 11/12/2026',
    );
    expect(eventOf(order)).toBeNull();
  });

  it('still reads the new date when a setting is vacated and reset', () => {
    const order = mail('Notice of reset hearing', 'The MSC set for December 3, 2026 is vacated and reset to January 5, 2027 at 1:30 p.m.');
    expect(eventOf(order)).toMatchObject({ eventDate: '2027-01-05', eventType: 'MSC' });
  });

  it.each([
    'FYI the 12/14/2026 MSC in Garcia is off-calendar; defense withdrew the DOR.',
    'The deposition of Ms. Lopez on December 3, 2026 at 10 AM is no longer going forward.',
    'PLEASE TAKE NOTICE of the cancellation of the deposition of Maria Lopez noticed for 12/03/2026 at 10:00 a.m.',
    'The Court vacates the hearing on the motion set for 12/10/2026 at 8:30 a.m.',
  ])('reads no event from "%s"', (text) => {
    expect(eventOf(mail('Update', text))).toBeNull();
  });

  it('reads no event when a setting once continued to a date is then taken off calendar', () => {
    const text = 'The lien conference that was continued to Tuesday, March 9, 2027 at 1:30 PM in\nSanta Ana has been taken off calendar by Judge Castellanos.';
    expect(eventOf(mail('Lien conference cancelled', text))).toBeNull();
  });

  it('reads the new appointment from a rescheduling form with the original one cancelled', () => {
    const form = mail(
      'RESCHEDULED: QME Re-Evaluation',
      'PLEASE NOTE THE CHANGE IN APPOINTMENT\nORIGINAL    12/09/2026   10:00 AM   CANCELLED (evaluator unavailable)\nNEW         12/23/2026   3:15 PM    2100 Webster Street\nEvaluator: Ronald Chiu, D.C., QME',
    );
    expect(eventOf(form)).toMatchObject({ eventDate: '2026-12-23', eventTime: '15:15', eventType: 'QME Appointment' });
  });

  it('reads no event from a statement deadline counted from a conference already calendared', () => {
    const text = 'The CM-110 Case Management Statement is due Friday 11/20 (15 calendar days\nbefore the 12/7 CMC, which is already on your calendar). I need your trial estimate.';
    expect(eventOf(mail('DUE 11/20: CMC statement', text))).toBeNull();
  });

  it('reads the new date when a court vacates a hearing and resets it', () => {
    const order = mail('Minute order', 'The Court vacates the hearing set for 12/10/2026 and resets it to 1/14/2027 at 8:30 a.m. in Department 28.');
    expect(eventOf(order)).toMatchObject({ eventDate: '2027-01-14', eventTime: '08:30' });
  });

  it('takes a warning that a matter may go off calendar for no cancellation', () => {
    const notice = mail(
      'NOTICE OF HEARING ADJ16622408',
      'SET FOR: MANDATORY SETTLEMENT CONFERENCE\nHEARING DATE: 12/14/2026\nHEARING TIME: 08:30 AM\n\nFAILURE TO APPEAR MAY RESULT IN THE MATTER BEING ORDERED OFF CALENDAR.',
      'EAMS <eams@dir.ca.gov>',
    );
    expect(eventOf(notice)).toMatchObject({ eventDate: '2026-12-14', eventType: 'MSC' });
  });

  it('reads no event from a report of a hearing held this morning, unless the report sets the next one', () => {
    const recap = mail('Hearing Report - Lopez', 'At this morning\'s MSC the parties argued apportionment. The Rating MSC on December 22 remains on calendar.');
    expect(eventOf(recap)).toBeNull();
    const setsTrial = mail('Lopez', 'We attended the MSC this morning. The matter is now set for trial on December 22, 2026 at 8:30 a.m.');
    expect(eventOf(setsTrial)).toMatchObject({ eventDate: '2026-12-22', eventType: 'Trial' });
  });

  it('reads the trial a report of yesterday\'s MSC sets, from the table below it', () => {
    const text = "Update after yesterday's MSC. Board set it for trial, I entered it.\n| TRIAL | 12/09/2026 | 1:30 PM | WCAB Santa Ana |";
    expect(eventOf(mail('Case status', text))).toMatchObject({ eventDate: '2026-12-09', eventType: 'Trial' });
  });

  it('reads no event from a trial spoken of in the past', () => {
    const text = 'The Findings and Award issued (trial was 12/17). The petition must be filed by Monday, December 28, 2026.';
    expect(eventOf(mail('F&A served', text))).toBeNull();
  });

  it('reads no event from a note that today\'s hearing went well', () => {
    expect(eventOf(mail('Update', 'The hearing went well today. The judge approved the stipulation.'))).toBeNull();
  });

  it('reads no event from a setting whose time had passed when the message was sent', () => {
    const memo = mail('Depo summary', 'Deposition of applicant taken on 11/09/2026 at 8:00 a.m.; she testified for two hours.');
    expect(eventOf(memo)).toBeNull();
  });

  it('reads no event from an invoice or a statement that lists the next hearing', () => {
    const invoice = mail('Invoice CHR-1102', 'Appearance: Lien Conference, Pomona\nResult: continued to 12/08/2026 8:30 AM\nTotal due: $185.00');
    expect(eventOf(invoice)).toBeNull();
    const statement = mail('Your One Legal statement is ready', 'Statement total: $318.45\nOSC hearing docs $64.90\nAutopay date: November 15, 2026');
    expect(eventOf(statement)).toBeNull();
  });

  it('reads no event from marketing mail inviting to a seminar', () => {
    const marketing = mail('You are invited', 'LUNCH & LEARN on remote depositions\nThursday, December 10, 2026 | 12:00 PM\nRegister now. To stop receiving these e-mails, click here.');
    expect(eventOf(marketing)).toBeNull();
  });

  it('keeps a colleague\'s purely social lunch personal, but calendars a lunch to discuss work', () => {
    expect(eventOf(mail('lunch friday?', 'Want to grab lunch Friday at 12:30? My treat :)'))).toBeNull();
    expect(eventOf(mail('Lunch Friday?', 'Are you free for lunch Friday at 12:30? I would like to talk about two patients.'))).toMatchObject({
      eventDate: '2026-11-13',
      eventTime: '12:30',
      eventType: 'Meeting',
    });
  });
});
