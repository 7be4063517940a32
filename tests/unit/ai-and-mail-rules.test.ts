import { describe, expect, it } from 'vitest';
import { rateLimitDelayMs, RATE_LIMIT_MAX_RETRIES } from '../../domain/ai/rate-limit';
import { joinRecipients, sendProblem } from '../../domain/mail/send-validation';
import { MAIL_MESSAGES } from '../../domain/mail/messages';

describe('AI rate limits (seed 001 §8)', () => {
  it('retries up to 3 times', () => {
    expect(RATE_LIMIT_MAX_RETRIES).toBe(3);
  });
  it('waits 1000 ms doubling without a suggestion', () => {
    expect([0, 1, 2].map((retry) => rateLimitDelayMs(retry, null))).toEqual([1000, 2000, 4000]);
  });
  it("waits the server's suggested seconds, or until its HTTP date", () => {
    expect(rateLimitDelayMs(2, '7')).toBe(7000);
    expect(rateLimitDelayMs(0, '0.5')).toBe(500);
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(rateLimitDelayMs(0, 'Sun, 22 Nov 2026 10:00:03 GMT', now)).toBe(3000);
    expect(rateLimitDelayMs(1, 'soon')).toBe(2000);
  });
});

describe('sending e-mail (seed 000 §5)', () => {
  it('joins a recipient list with commas', () => {
    expect(joinRecipients(['a@x.com', ' b@y.com ', ''])).toBe('a@x.com, b@y.com');
    expect(joinRecipients('a@x.com')).toBe('a@x.com');
  });
  it.each([
    [{ subject: 's', body: '' }, MAIL_MESSAGES.recipientRequired],
    [{ to: [], subject: 's', body: '' }, MAIL_MESSAGES.recipientRequired],
    [{ to: 'a@x.com', subject: ' ', body: '' }, MAIL_MESSAGES.subjectRequired],
    [{ to: 'a@x.com', subject: 3, body: '' }, MAIL_MESSAGES.subjectRequired],
    [{ to: 'a@x.com', subject: 's' }, MAIL_MESSAGES.bodyRequired],
    [{ to: 'a@x.com', subject: 's', body: '' }, null],
  ])('%j → %j', (mail, problem) => {
    expect(sendProblem(mail)).toBe(problem);
  });
  it('keeps the texts verbatim', () => {
    expect(MAIL_MESSAGES.recipientRequired).toBe('Recipient (To) field is required to send an email.');
    expect(MAIL_MESSAGES.subjectRequired).toBe('Subject field is required to send an email.');
    expect(MAIL_MESSAGES.bodyRequired).toBe('Body field is required and must be a string to send an email.');
    expect(MAIL_MESSAGES.labelExistsUnretrievable('Garcia')).toBe('Folder "Garcia" already exists but could not be retrieved');
    expect(MAIL_MESSAGES.undecodable).toBe('[Error: Could not decode email content]');
  });
});
