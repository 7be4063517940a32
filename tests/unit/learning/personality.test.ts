import { describe, expect, it } from 'vitest';
import { adaptPersonality, defaultPersonality, inferPeakHours, inferTaskDuration, inferTone, inferVerbosity, preferredFocusMinutes, replyFormality, styleInstruction, verbosityOf, type PersonalityEvidence } from '../../../domain/learning/personality';

const none: PersonalityEvidence = { behaviourTimes: [], taskEstimates: [], replyWordCounts: [], replyTexts: [], patterns: [], timeZone: 'UTC' };
const atHour = (hour: number, day = 1) => new Date(Date.UTC(2026, 2, day, hour, 5));

describe('personality inference', () => {
  it('peak hours: hours with at least 3 behaviours (2 are not), the 3 busiest, in the user’s zone', () => {
    expect(inferPeakHours([atHour(9), atHour(9, 2)], 'UTC')).toBeNull();
    const times = [...[1, 2, 3, 4].map((d) => atHour(9, d)), ...[1, 2, 3].map((d) => atHour(14, d)), ...[1, 2, 3].map((d) => atHour(16, d)), ...[1, 2, 3, 4, 5].map((d) => atHour(11, d)), atHour(20)];
    expect(inferPeakHours(times, 'UTC')).toEqual({ value: [9, 11, 14], samples: 12 });
    expect(inferPeakHours([1, 2, 3].map((d) => atHour(17, d)), 'America/New_York')!.value).toEqual([12]);
  });

  it('preferred task duration: the median of at least 3 estimates', () => {
    expect(inferTaskDuration([30, 60])).toBeNull();
    expect(inferTaskDuration([30, 60, 45])).toEqual({ value: 45, samples: 3 });
    expect(inferTaskDuration([30, 60, 45, 50])).toEqual({ value: 48, samples: 4 });
  });

  it('verbosity: at least 3 replies; under 60 words concise, under 150 balanced, else detailed', () => {
    expect(inferVerbosity([10, 20])).toBeNull();
    expect([verbosityOf(59), verbosityOf(60), verbosityOf(149), verbosityOf(150)]).toEqual(['concise', 'balanced', 'balanced', 'detailed']);
    expect(inferVerbosity([10, 20, 200])).toEqual({ value: 'concise', samples: 3 });
  });

  it('tone and formality from markers', () => {
    expect(replyFormality('Dear counsel, please find attached. Sincerely')).toBe(1);
    expect(replyFormality('Hi! Thanks! cheers')).toBe(0);
    expect(replyFormality('See attached.')).toBe(0.5);
    expect(inferTone(['Dear Sir, regards', 'Kindly confirm. Regards', 'Sincerely yours'])).toEqual({ value: { tone: 'formal', formality: 1 }, samples: 3 });
    expect(inferTone(['hey!', 'hi :)', 'ok'])!.value.tone).toBe('friendly');
  });

  it('applies a value only above confidence 0.8 (9 samples, not 8), and never over an edited field', () => {
    const eight = adaptPersonality(defaultPersonality(), { ...none, taskEstimates: Array(8).fill(45) });
    expect(eight.workStyle.preferredTaskDuration).toBe(90);
    expect(eight.inferred).toEqual({});
    const nine = adaptPersonality(defaultPersonality(), { ...none, taskEstimates: Array(9).fill(45) });
    expect(nine.workStyle.preferredTaskDuration).toBe(45);
    expect(nine.inferred['workStyle.preferredTaskDuration']).toEqual({ samples: 9 });
    const edited = { ...defaultPersonality(), workStyle: { peakProductivityHours: [], preferredTaskDuration: 120, breakFrequency: 90 }, editedFields: ['workStyle.preferredTaskDuration'] };
    expect(adaptPersonality(edited, { ...none, taskEstimates: Array(20).fill(45) }).workStyle.preferredTaskDuration).toBe(120);
  });

  it('adapts the communication style from 9 replies', () => {
    const replies = Array(9).fill('Dear counsel, please find the signed form attached. Regards');
    const next = adaptPersonality(defaultPersonality(), { ...none, replyTexts: replies, replyWordCounts: Array(9).fill(9) });
    expect(next.communicationStyle).toEqual({ tone: 'formal', verbosity: 'concise', formality: 1 });
    expect(next.workStyle.breakFrequency).toBe(90);
  });
});

describe('what the planner and the drafts take from the personality', () => {
  it('the planner uses the preferred duration only when edited or inferred', () => {
    expect(preferredFocusMinutes(defaultPersonality())).toBeNull();
    expect(preferredFocusMinutes({ ...defaultPersonality(), workStyle: { peakProductivityHours: [], preferredTaskDuration: 50, breakFrequency: 90 }, editedFields: ['workStyle.preferredTaskDuration'] })).toBe(50);
    expect(preferredFocusMinutes(null)).toBeNull();
  });
  it('drafts get one line of style', () => {
    expect(styleInstruction({ tone: 'formal', verbosity: 'concise', formality: 0.9 })).toBe('Write in a formal tone (formality 0.90 on a 0–1 scale), concisely (a few sentences).');
  });
});

describe('the drafts’ style', () => {
  it('is added only when the communication style was edited or learned', async () => {
    const { personalStyle, draftInstructions } = await import('../../../domain/learning/personality');
    expect(personalStyle(defaultPersonality())).toBeNull();
    expect(draftInstructions('Draft a reply.', personalStyle(defaultPersonality()))).toBe('Draft a reply.');
    const edited = { ...defaultPersonality(), communicationStyle: { tone: 'friendly' as const, verbosity: 'concise' as const, formality: 0.2 }, editedFields: ['communicationStyle.tone'] };
    expect(draftInstructions('Draft a reply.', personalStyle(edited))).toBe('Draft a reply. Write in a friendly tone (formality 0.20 on a 0–1 scale), concisely (a few sentences).');
  });
});
