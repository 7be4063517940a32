import { describe, expect, it } from 'vitest';
import { analysisFailureRecord, MISSING_ID_MESSAGE, NO_CONTENT_MESSAGE, validateAnalysable } from '../../../domain/analysis/failure';

describe('analysis failure record (seed 000 §8)', () => {
  it('has priority medium, category Error, the fixed summary and status analysis_failed', () => {
    expect(analysisFailureRecord('msg-1', new Error('model returned HTML'))).toEqual({
      messageId: 'msg-1',
      priority: 'medium',
      category: 'Error',
      sentiment: 'neutral',
      actionItems: [],
      summary: 'Error during AI analysis. Could not parse email content.',
      keywords: [],
      isCourtDocument: false,
      isReplyRequired: false,
      suggestedReply: null,
      followUpDate: null,
      meetingDetails: null,
      isMeeting: false,
      calendarEventId: null,
      calendarEventStatus: 'analysis_failed',
      calendarEventError: null,
      calendarEventDetails: null,
      rawAiResponse: null,
      error: 'model returned HTML',
    });
  });

  it('keeps the text of errors that are not Error objects', () => {
    expect(analysisFailureRecord('m', 'timeout').error).toBe('timeout');
    expect(analysisFailureRecord('m', { code: 429 }).error).toBe('{"code":429}');
    expect(analysisFailureRecord('m', undefined).error).toBe('undefined');
  });
});

describe('analysis input (seed 000 §5)', () => {
  it('uses the exact texts', () => {
    expect(NO_CONTENT_MESSAGE).toBe('No content available for analysis.');
    expect(MISSING_ID_MESSAGE).toBe('Cannot analyze email, missing id.');
  });

  it.each([
    [{ id: 'm1', subject: 'Notice', text: '' }, null],
    [{ id: 'm1', subject: '', text: 'Body' }, null],
    [{ id: 'm1', subject: '  ', text: '\n ' }, 'No content available for analysis.'],
    [{ id: 'm1' }, 'No content available for analysis.'],
    [{ id: '', subject: 'Notice', text: 'Body' }, 'Cannot analyze email, missing id.'],
    [{ subject: 'Notice', text: 'Body' }, 'Cannot analyze email, missing id.'],
    [null, 'Cannot analyze email, missing id.'],
  ])('%j → %j', (email, expected) => {
    expect(validateAnalysable(email)).toBe(expected);
  });
});
