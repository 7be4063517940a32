import { describe, expect, it } from 'vitest';
import { keyPoints, summariseKeyPoints } from '../../../domain/analysis/offline/key-points';

const notes = [
  'Hi all,',
  '',
  'Notes from this morning’s case review in Garcia v. Acme Logistics (ADJ12345678).',
  '',
  'Discussed',
  '• The defence QME rates Ms. Garcia at 12% WPI.',
  '- Zenith’s last offer is $38,500;',
  '1. Request the updated treating physician report.',
  '2) Draft the settlement conference statement.',
  '',
  'Jenna',
].join('\n');

describe('key points of a message without an AI model', () => {
  it('takes bullet and numbered lines without their markers, in order', () => {
    expect(keyPoints(notes)).toEqual([
      'The defence QME rates Ms. Garcia at 12% WPI.',
      'Zenith’s last offer is $38,500;',
      'Request the updated treating physician report.',
      'Draft the settlement conference statement.',
    ]);
  });

  it('keeps at most the given number of points', () => {
    expect(keyPoints(notes, 2)).toHaveLength(2);
  });

  it('summarises as the subject followed by the points', () => {
    expect(summariseKeyPoints('Meeting notes – case review', notes, 2)).toBe('Meeting notes – case review: The defence QME rates Ms. Garcia at 12% WPI; Zenith’s last offer is $38,500.');
  });

  it('gives nothing for prose without points, and ignores hyphenated words and negative numbers', () => {
    expect(summariseKeyPoints('Lunch', 'Shall we meet at noon?\n-5 degrees outside, so bring a coat.\nWell-known place.')).toBeNull();
  });
});
