import { describe, expect, it } from 'vitest';
import { chainReviewNotification, civilDayText, reviewLinkFor } from '../../../domain/deadline-chains/review-notification';

describe('the notification of a chain waiting for review', () => {
  const chain = { id: 'c1', hearingType: 'MSC', hearingTitle: 'MSC – Garcia v. Acme', caseNumber: 'ADJ12345678', triggerDate: '2026-12-14', sourceSubject: ' Notice of Hearing ' };

  it('names the hearing, its day and case, counts the deadlines and says where they came from', () => {
    expect(chainReviewNotification(chain, 3)).toEqual({
      title: 'Deadlines to review: MSC on Dec 14, 2026 (ADJ12345678)',
      message: '3 deadlines follow from this hearing and wait for you to accept or decline them. Proposed from “Notice of Hearing”.',
      link: '/audit?show=deadlines&chain=c1',
    });
  });

  it('reads for one deadline, a hearing with no type or case, and no notice', () => {
    const text = chainReviewNotification({ ...chain, hearingType: null, caseNumber: null, sourceSubject: null }, 1);
    expect(text.title).toBe('Deadlines to review: MSC – Garcia v. Acme on Dec 14, 2026');
    expect(text.message).toBe('1 deadline follows from this hearing and waits for you to accept or decline it.');
  });

  it('writes days plainly and links to the Audit Queue filter', () => {
    expect(civilDayText('2027-01-04')).toBe('Jan 4, 2027');
    expect(civilDayText('someday')).toBe('someday');
    expect(reviewLinkFor('a b')).toBe('/audit?show=deadlines&chain=a%20b');
  });
});
