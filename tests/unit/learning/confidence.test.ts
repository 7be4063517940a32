import { describe, expect, it } from 'vitest';
import { autonomyLevel, autonomyPoints, canAdapt, confidenceAfter, confidenceOf, estimatedTimeSaved, normalisedFrequency, observe } from '../../../domain/learning/confidence';
import * as C from '../../../domain/learning/constants';

describe('the learning constants of seed 001 §9', () => {
  it('are exact', () => {
    expect([C.LEARNING_RATE, C.PATTERN_THRESHOLD, C.HISTORY_WINDOW, C.ADAPTATION_THRESHOLD]).toEqual([0.1, 0.7, 100, 0.8]);
    expect([C.TIME_PATTERN_MIN_SAMPLES, C.CONTEXT_PATTERN_MIN_SAMPLES, C.PATTERN_ANALYSIS_MIN_ACTIONS, C.SHARED_PATTERN_MIN_PRIOR_ACTIONS_BY_OTHERS]).toEqual([3, 2, 3, 2]);
    expect([C.SUGGESTION_MIN_FREQUENCY, C.SUGGESTION_MIN_CONFIDENCE, C.MINUTES_SAVED_PER_OCCURRENCE, C.SUGGESTION_CHECK_INTERVAL_MS, C.PATTERN_ACTIONS_KEPT]).toEqual([3, 0.6, 5, 3_600_000, 5]);
  });
});

describe('the confidence model', () => {
  it('moves a consistent observation 10 % towards 1 and a contrary one 10 % towards 0, from 0.5', () => {
    expect(observe(0.5, true)).toBeCloseTo(0.55, 10);
    expect(observe(0.5, false)).toBeCloseTo(0.45, 10);
    expect(confidenceOf([true, true, true])).toBeCloseTo(0.6355, 10);
    expect(confidenceOf([true, true, true, true])).toBeCloseTo(0.67195, 10);
    expect(confidenceOf([true, false, true])).toBeCloseTo(0.5 + 0.05 - 0.055 + 0.1 * (1 - 0.495), 10);
    expect(confidenceOf([])).toBe(0.5);
  });

  it('after n consistent samples is 1 − 0.5·0.9ⁿ; adaptation needs strictly more than 0.8 (9 samples, not 8)', () => {
    expect(confidenceAfter(4)).toBeCloseTo(confidenceOf([true, true, true, true]), 12);
    expect(canAdapt(confidenceAfter(8))).toBe(false);
    expect(canAdapt(confidenceAfter(9))).toBe(true);
    expect(canAdapt(0.8)).toBe(false);
    expect(canAdapt(0.8000001)).toBe(true);
  });
});

describe('autonomy (seed 001 §4) and its points (§9)', () => {
  it('normalises frequency as min(1, occurrences / 10)', () => {
    expect([normalisedFrequency(0), normalisedFrequency(4), normalisedFrequency(5), normalisedFrequency(7), normalisedFrequency(30)]).toEqual([0, 0.4, 0.5, 0.7, 1]);
  });

  it('is supervised above complexity 0.8 or below frequency 0.5, semi-autonomous above 0.5 or below 0.7, else autonomous', () => {
    expect(autonomyLevel(0.81, 1)).toBe('supervised');
    expect(autonomyLevel(0.8, 1)).toBe('semi-autonomous');
    expect(autonomyLevel(0.2, 0.49)).toBe('supervised');
    expect(autonomyLevel(0.2, 0.5)).toBe('semi-autonomous');
    expect(autonomyLevel(0.51, 1)).toBe('semi-autonomous');
    expect(autonomyLevel(0.5, 0.7)).toBe('autonomous');
    expect(autonomyLevel(0.2, 0.69)).toBe('semi-autonomous');
    expect(autonomyLevel(0.2, normalisedFrequency(4))).toBe('supervised');
  });

  it('adds 0.2 for frequency above 5, 0.3 for confidence above 0.75, 0.2 for complexity below 0.5', () => {
    expect(autonomyPoints({ frequency: 5, confidence: 0.75, complexity: 0.5 })).toBe(0);
    expect(autonomyPoints({ frequency: 6, confidence: 0.75, complexity: 0.5 })).toBe(0.2);
    expect(autonomyPoints({ frequency: 5, confidence: 0.76, complexity: 0.5 })).toBe(0.3);
    expect(autonomyPoints({ frequency: 5, confidence: 0.75, complexity: 0.49 })).toBe(0.2);
    expect(autonomyPoints({ frequency: 6, confidence: 0.76, complexity: 0.49 })).toBe(0.7);
  });

  it('saves 5 minutes per occurrence', () => {
    expect(estimatedTimeSaved(4)).toBe(20);
    expect(estimatedTimeSaved(0)).toBe(0);
  });
});
