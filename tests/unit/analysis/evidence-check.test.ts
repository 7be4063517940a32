import { describe, expect, it } from 'vitest';
import { confirmationReasons, disagreementsBetween, sameReading } from '../../../domain/analysis/confirmation';
import { evidenceProblems } from '../../../domain/analysis/evidence-check';
import { findCorrections } from '../../../domain/analysis/evidence-check/corrections';
import { analyseEmailOffline } from '../../../domain/analysis/offline-analyser';
import type { AnalysableEmail, FieldEvidence, MeetingDetails } from '../../../domain/analysis/types';

const SENT = '2027-01-11T17:00:00Z'; // Monday, January 11, 2027, 9:00 in Los Angeles

const mail = (subject: string, text: string): AnalysableEmail => ({
  id: 'm1',
  subject,
  from: 'EAMS <eams-noreply@dir.ca.gov>',
  to: [],
  cc: [],
  date: SENT,
  text,
  attachments: [],
});

function detailsOf(email: AnalysableEmail): MeetingDetails {
  const details = analyseEmailOffline(email).meetingDetails;
  if (!details) throw new Error('expected an event');
  return details;
}

const NOTICE = detailsOf(
  mail(
    'NOTICE OF HEARING - ADJ12345678',
    'Case No.: ADJ12345678\nThe matter is set for a MANDATORY SETTLEMENT CONFERENCE on March 4, 2027 at 8:30 a.m. before WCJ Maria T. Lopez at the Van Nuys District Office.',
  ),
);

const quoted = (quote: string, extra: Partial<FieldEvidence> = {}): FieldEvidence => ({ quote, context: quote, confidence: 0.95, relativeTo: SENT, ...extra });

/** An event whose placing fields carry exactly the given quotes. */
function event(values: Partial<MeetingDetails>, quotes: Partial<Record<'eventDate' | 'eventTime' | 'caseNumber' | 'eventType', string>>): MeetingDetails {
  const evidence = Object.fromEntries(Object.entries(quotes).map(([field, quote]) => [field, quoted(quote)]));
  return { ...NOTICE, eventDate: null, eventTime: null, caseNumber: null, eventType: null, ...values, evidence };
}

describe('a value its own quote does not say goes to review', () => {
  it('a clearly read notice is written without review', () => {
    expect(evidenceProblems(NOTICE)).toEqual([]);
    expect(confirmationReasons(NOTICE)).toEqual([]);
  });

  it('a date other than the one quoted', () => {
    const reasons = confirmationReasons({ ...NOTICE, eventDate: '2027-03-05' });
    expect(reasons).toEqual([`The date written (March 5, 2027) is not what the message says: "${NOTICE.evidence?.eventDate?.quote}".`]);
  });

  it('a time other than the one quoted', () => {
    const reasons = confirmationReasons({ ...NOTICE, eventTime: '10:30' });
    expect(reasons).toEqual([`The time written (10:30 AM) is not what the message says: "${NOTICE.evidence?.eventTime?.quote}".`]);
  });

  it('a case number that is not in its quote', () => {
    expect(confirmationReasons({ ...NOTICE, caseNumber: 'ADJ12345679' })).toEqual(['The case number written (ADJ12345679) is not in the words it was read from: "ADJ12345678".']);
  });

  it('a kind the quote does not name', () => {
    const details = event({ eventType: 'Lien Conference' }, { eventType: 'lunch' });
    expect(confirmationReasons(details)).toEqual(['The kind of event written (Lien Conference) is not what the message calls it: "lunch".']);
  });

  it('a placing value with no quote at all', () => {
    const details = { ...NOTICE, evidence: { ...NOTICE.evidence, eventTime: undefined } };
    expect(confirmationReasons(details)).toEqual(['No words of the message were kept for the time written (8:30 AM), so it cannot be checked.']);
  });

  it('a weekday that is not the weekday quoted', () => {
    expect(evidenceProblems(event({ eventDate: '2027-01-14' }, { eventDate: 'Thursday' }))).toEqual([]);
    expect(evidenceProblems(event({ eventDate: '2027-01-15' }, { eventDate: 'Thursday' }))[0]?.reason).toBe('The date written (January 15, 2027) is not what the message says: "Thursday".');
  });

  it('relative words are read from the day the message was sent', () => {
    expect(evidenceProblems(event({ eventDate: '2027-01-12', eventTime: '12:00' }, { eventDate: 'tomorrow at noon', eventTime: 'tomorrow at noon' }))).toEqual([]);
    expect(evidenceProblems(event({ eventDate: '2027-01-18' }, { eventDate: 'a week from today' }))).toEqual([]);
    expect(evidenceProblems(event({ eventDate: '2027-01-13', eventTime: '12:00' }, { eventDate: 'tomorrow at noon', eventTime: 'tomorrow at noon' }))).toHaveLength(1);
  });

  it('the quote held the right date while another was written', () => {
    // The outside tester's case: the evidence shows the right day, the value is a day later.
    const details = event({ eventDate: '2027-02-04', eventTime: '13:30' }, { eventDate: 'Thursday, February 3, 2027 at 1:30 p.m.', eventTime: 'Thursday, February 3, 2027 at 1:30 p.m.' });
    expect(confirmationReasons(details)).toEqual(['The date written (February 4, 2027) is not what the message says: "Thursday, February 3, 2027 at 1:30 p.m.".']);
  });
});

describe('right values in the ways notices write them are left alone', () => {
  it.each([
    ['2026-12-14', '08:30', 'the fourteenth day of December, two thousand twenty-six, at 0830 hours'],
    ['2027-02-18', '10:00', "Thursday, February the eighteenth, two thousand twenty-seven, at the hour of ten o'clock in the morning"],
    ['2027-03-05', '08:30', 'March&nbsp;5,&nbsp;2027 at 8:30&nbsp;a.m.'],
    ['2027-01-15', '13:30', 'Fri 1/15 @ 130'],
    ['2027-01-19', '08:30', '1/19 8:30a'],
    ['2027-03-04', '10:30', 'el jueves 4 de marzo a las 10:30'],
    ['2027-01-21', '10:00', 'Thursday the 21st at 1:00 PM ET'],
    ['2027-01-20', '14:00', 'Wednesday at 2'],
    ['2027-01-19', '11:00', 'January 19, 2027 at 2:00 p.m. Eastern'],
    ['2027-07-15', '10:00', 'July 15, 2027 at 1:00 p.m. EDT'],
    ['2027-07-15', '11:00', 'July 15, 2027 at 1:00 PM Central Time'],
  ])('%s %s from "%s"', (eventDate, eventTime, quote) => {
    expect(evidenceProblems(event({ eventDate, eventTime }, { eventDate: quote, eventTime: quote }))).toEqual([]);
  });

  it('case and phone numbers and "now" in a quote are no second time', () => {
    const quote = 'on Thursday, January 14 in ADJ12345678 (call 818-555-0142) is now at 1:30 p.m.';
    expect(evidenceProblems(event({ eventDate: '2027-01-14', eventTime: '13:30' }, { eventDate: quote, eventTime: quote }))).toEqual([]);
  });

  it('a case number written with a gap or another case', () => {
    expect(evidenceProblems(event({ caseNumber: 'ADJ1234567' }, { caseNumber: 'adj 1234567' }))).toEqual([]);
  });

  it.each([
    ['MSC', 'Mandatory Settlement Conference'],
    ['Deposition', 'depo'],
    ['Meeting', 'call'],
    ['QME Appointment', 'Panel QME'],
    ['Status Conference', 'CMC'],
  ])('%s named by "%s"', (eventType, quote) => {
    expect(evidenceProblems(event({ eventType }, { eventType: quote }))).toEqual([]);
  });
});

describe('competing settings and corrections go to review', () => {
  it('an old and a new setting where it is unclear which is new', () => {
    const details = detailsOf(
      mail(
        'ADJ12345678 - MSC',
        'Counsel,\n\nThe MSC is on calendar for February 3, 2027 at 8:30 a.m. My calendar also shows the MSC on February 10, 2027 at 8:30 a.m. in Van Nuys.\n\nThanks',
      ),
    );
    const reasons = confirmationReasons(details);
    expect(reasons.some((reason) => /^The message also gives "February \d+, 2027 at 8:30 a\.m\." for this event/.test(reason))).toBe(true);
  });

  it('the same day at two hours written with the same weight', () => {
    const details = detailsOf(mail('MSC ADJ12345678', 'The MSC is on February 3, 2027 at 8:30 a.m. My calendar shows the MSC on February 3, 2027 at 1:30 p.m. Which is right?'));
    expect(confirmationReasons(details)).toEqual(['The message also gives "February 3, 2027 at 1:30 p.m." for this event: which setting is the current one is not clear.']);
  });

  it('a message that corrects its own time', () => {
    const details = detailsOf(
      mail(
        'CORRECTION - Notice of Hearing - ADJ12345678',
        'Correction: the MSC in ADJ12345678 is on March 4, 2027 at 1:30 p.m., not 10:30 a.m. as stated in the earlier notice. Van Nuys District Office.',
      ),
    );
    expect(details.eventTime).toBe('13:30');
    expect(confirmationReasons(details)).toContainEqual(expect.stringMatching(/^The message corrects itself \("CORRECTION - Notice of Hearing/));
  });

  it('finds corrections, and not in a confidentiality footer or a request to serve a notice', () => {
    expect(findCorrections('Please disregard my earlier e-mail. The deposition is at 2 p.m.')).toEqual(['Please disregard my earlier e-mail.']);
    expect(findCorrections('The hearing is at 9:00 a.m. (not 10:30).')).toHaveLength(1);
    expect(findCorrections('AMENDED NOTICE OF TAKING DEPOSITION')).toHaveLength(1);
    expect(findCorrections('Please serve an amended notice with the new date.')).toEqual([]);
    expect(findCorrections('If you received this message in error, please disregard it and notify the sender.')).toEqual([]);
    expect(findCorrections('Is that correct? The MSC is on March 4.')).toEqual([]);
  });
});

describe('the AI reading, checked by the same guard', () => {
  it('keeps the built-in quote for the same reading in another form', () => {
    expect(sameReading('eventTime', '8:30 AM', '08:30')).toBe(true);
    expect(sameReading('caseNumber', 'adj 12345678', 'ADJ12345678')).toBe(true);
    expect(sameReading('eventDate', '2027-03-05', '2027-03-04')).toBe(false);
  });

  it('an AI value with no quote of its own waits; a disagreement is said once', () => {
    const ai: MeetingDetails = { ...NOTICE, eventType: 'Status Conference', evidence: { ...NOTICE.evidence, eventType: undefined } };
    expect(confirmationReasons(ai, disagreementsBetween(ai, NOTICE))).toEqual([
      'No words of the message were kept for the kind of event written (Status Conference), so it cannot be checked.',
    ]);
    const otherDay: MeetingDetails = { ...NOTICE, eventDate: '2027-03-05', evidence: { ...NOTICE.evidence, eventDate: undefined } };
    expect(confirmationReasons(otherDay, disagreementsBetween(otherDay, NOTICE))).toEqual(['The AI read the date as "2027-03-05"; the built-in reader as "2027-03-04".']);
  });
});
