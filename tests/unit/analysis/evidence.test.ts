import { describe, expect, it } from 'vitest';
import { confirmationReasons, disagreementsBetween } from '../../../domain/analysis/confirmation';
import { analyseEmailOffline } from '../../../domain/analysis/offline-analyser';
import { writtenTimeIsAmbiguous } from '../../../domain/analysis/offline/evidence';
import type { AnalysableEmail, MeetingDetails } from '../../../domain/analysis/types';

const mail = (subject: string, text: string): AnalysableEmail => ({
  id: 'm1',
  subject,
  from: 'EAMS <eams-noreply@dir.ca.gov>',
  to: [],
  cc: [],
  date: '2026-11-20T17:42:00Z',
  text,
  attachments: [],
});

const NOTICE = mail(
  'NOTICE OF HEARING - ADJ12345678',
  'Case No.: ADJ12345678\nThe matter is set for a MANDATORY SETTLEMENT CONFERENCE on December 14, 2026 at 8:30 a.m. before WCJ Maria T. Lopez at the Van Nuys District Office.\nDate served: November 20, 2026',
);

function detailsOf(email: AnalysableEmail): MeetingDetails {
  const details = analyseEmailOffline(email).meetingDetails;
  if (!details) throw new Error('expected an event');
  return details;
}

describe('where each field was read', () => {
  it('quotes the words and the line each field came from, with a confidence', () => {
    const { evidence } = detailsOf(NOTICE);
    expect(evidence?.eventDate?.quote).toContain('December 14, 2026');
    expect(evidence?.eventDate?.context).toContain('MANDATORY SETTLEMENT CONFERENCE');
    expect(evidence?.eventTime?.confidence).toBeGreaterThanOrEqual(0.9);
    expect(evidence?.caseNumber?.quote).toBe('ADJ12345678');
    expect(evidence?.eventType?.quote).toBe('MANDATORY SETTLEMENT CONFERENCE');
    expect(evidence?.judgeName?.quote).toBe('Maria T. Lopez');
  });

  it('writes a clearly read notice straight away', () => {
    expect(confirmationReasons(detailsOf(NOTICE))).toEqual([]);
  });

  it('does not take a claim number for the case number, nor quote one as its source', () => {
    const details = detailsOf(mail('Deposition notice', 'Claim No. 0512-WC-22-0004471\nNotice of taking deposition of the applicant on December 9, 2026 at 10:00 a.m.'));
    expect(details.caseNumber).toBeNull();
    expect(details.evidence?.caseNumber).toBeUndefined();
  });

  it('quotes the court number the message is about, not one it mentions', () => {
    const details = detailsOf(
      mail(
        '2:26-bk-14502-BR Notice of Motion for Relief from Stay',
        'Case Number: 2:26-bk-14502-BR\nMotion re: WCAB case ADJ16011873.\nHearing Date: 03/10/2027 Time: 10:00 AM\nLocation: Crtrm 1668, 255 E Temple St., Los Angeles, CA 90012',
      ),
    );
    expect(details.caseNumber).toBe('2:26-bk-14502-BR');
    expect(details.evidence?.caseNumber?.quote).toBe('2:26-bk-14502-BR');
    expect(details.evidence?.caseNumber?.context).toContain('Case Number:');
  });

  it('asks a person when a time could be morning or afternoon', () => {
    const details = detailsOf(mail('Status conference', 'A status conference is set for December 9, 2026 at 2:00 in ADJ7654321.'));
    expect(confirmationReasons(details)[0]).toMatch(/^The time is uncertain/);
  });
});

describe('the AI checked against the built-in reader', () => {
  const offline = detailsOf(NOTICE);
  it('agrees when date, time and case number are the same in any form', () => {
    expect(disagreementsBetween({ ...offline, eventTime: '8:30 AM', caseNumber: 'adj 12345678' }, offline)).toEqual([]);
  });

  it('names each field they read differently', () => {
    const found = disagreementsBetween({ ...offline, eventDate: '2026-12-15', eventTime: '13:30' }, offline);
    expect(found).toEqual([
      { field: 'eventDate', ai: '2026-12-15', offline: '2026-12-14' },
      { field: 'eventTime', ai: '13:30', offline: offline.eventTime },
    ]);
    expect(confirmationReasons(offline, found)[0]).toBe('The AI read the date as "2026-12-15"; the built-in reader as "2026-12-14".');
  });

  it('is silent when only one of them found an event', () => {
    expect(disagreementsBetween(null, offline)).toEqual([]);
  });
});

describe('a time that could be either half of the day', () => {
  it.each([
    ['December 9, 2026 at 2:00', true],
    ['December 9, 2026 at 2', true],
    ['December 9, 2026 at 2:00 p.m.', false],
    ['December 9, 2026 at 14:00', false],
    ['December 9, 2026 at 1400 hours', false],
    ['December 9, 2026 at 9:30', false],
    ['December 9, 2026 at two in the afternoon', false],
    ['tomorrow at noon', false],
    ['12/9/26 at 3:15', true],
  ])('%s → %s', (written, ambiguous) => {
    expect(writtenTimeIsAmbiguous(written)).toBe(ambiguous);
  });
});
