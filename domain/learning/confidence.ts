/**
 * The confidence model of the learning service, one rule for patterns and personality.
 *
 * A confidence starts at 0.5 (no opinion) and every observation moves it by the learning rate (0.1):
 * - a consistent observation (same trigger context, same outcome) closes 10 % of the gap to 1:
 *   c ← c + 0.1·(1 − c);
 * - a contrary observation (same trigger context, another outcome) gives up 10 % of what it has:
 *   c ← c − 0.1·c.
 * So 1, 2, 3, 4 consistent observations give 0.55, 0.595, 0.6355, 0.67195; after n consistent ones
 * c = 1 − 0.5·0.9ⁿ (the personality uses that closed form: an inferred value is applied only above 0.8,
 * which takes 9 samples).
 */
import { ADAPTATION_THRESHOLD, AUTONOMY_POINTS, FREQUENCY_NORMALISER, LEARNING_RATE, MINUTES_SAVED_PER_OCCURRENCE } from './constants';

export const INITIAL_CONFIDENCE = 0.5;

export function observe(confidence: number, consistent: boolean): number {
  return consistent ? confidence + LEARNING_RATE * (1 - confidence) : confidence - LEARNING_RATE * confidence;
}

/** The confidence after a series of observations (true = consistent), from 0.5. */
export function confidenceOf(observations: readonly boolean[]): number {
  return observations.reduce(observe, INITIAL_CONFIDENCE);
}

/** After n consistent samples: 1 − 0.5·0.9ⁿ. */
export function confidenceAfter(samples: number): number {
  return 1 - INITIAL_CONFIDENCE * (1 - LEARNING_RATE) ** Math.max(0, samples);
}

/** Adaptation happens only when confidence is strictly above 0.8. */
export function canAdapt(confidence: number): boolean {
  return confidence > ADAPTATION_THRESHOLD;
}

export type AutonomyLevel = 'supervised' | 'semi-autonomous' | 'autonomous';

/** Occurrences as a 0–1 frequency for the autonomy rule: min(1, occurrences / 10), so 5 → 0.5, 7 → 0.7. */
export function normalisedFrequency(occurrences: number): number {
  return Math.min(1, Math.max(0, occurrences) / FREQUENCY_NORMALISER);
}

/**
 * Seed 001 §4: supervised when complexity > 0.8 or frequency < 0.5; semi-autonomous when complexity > 0.5
 * or frequency < 0.7; otherwise autonomous. `frequency` is normalised (normalisedFrequency).
 */
export function autonomyLevel(complexity: number, frequency: number): AutonomyLevel {
  if (complexity > 0.8 || frequency < 0.5) return 'supervised';
  if (complexity > 0.5 || frequency < 0.7) return 'semi-autonomous';
  return 'autonomous';
}

/** Seed 001 §9: frequency above 5 adds 0.2; confidence above 0.75 adds 0.3; complexity below 0.5 adds 0.2. */
export function autonomyPoints(pattern: { frequency: number; confidence: number; complexity: number }): number {
  const p = AUTONOMY_POINTS;
  const points =
    (pattern.frequency > p.frequencyAbove ? p.frequencyPoints : 0) +
    (pattern.confidence > p.confidenceAbove ? p.confidencePoints : 0) +
    (pattern.complexity < p.complexityBelow ? p.complexityPoints : 0);
  return Math.round(points * 100) / 100;
}

/** Minutes: 5 per occurrence. */
export function estimatedTimeSaved(frequency: number): number {
  return MINUTES_SAVED_PER_OCCURRENCE * frequency;
}
