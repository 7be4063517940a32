/**
 * When a pattern becomes an automation suggestion (seed 001 §5, §9): a context pattern that an automation
 * can do (label, move or archive e-mail from a sender), seen at least 3 times, with a confidence strictly
 * above 0.6. Time patterns and behaviours no automation can take over are learned, not suggested.
 */
import { autonomyLevel, autonomyPoints, estimatedTimeSaved, normalisedFrequency, type AutonomyLevel } from './confidence';
import { SUGGESTION_MIN_CONFIDENCE, SUGGESTION_MIN_FREQUENCY } from './constants';
import { parsePatternKey } from './pattern-key';
import type { DetectedPattern, LearningArea } from './types';

export const AUTOMATABLE_TYPES = ['email.label', 'email.move', 'email.archive'] as const;

export function mapsToAutomation(pattern: Pick<DetectedPattern, 'key' | 'kind'>): boolean {
  const key = parsePatternKey(pattern.key);
  return pattern.kind === 'context' && key?.kind === 'context' && (AUTOMATABLE_TYPES as readonly string[]).includes(key.type);
}

export function shouldSuggest(pattern: Pick<DetectedPattern, 'key' | 'kind' | 'frequency' | 'confidence'>): boolean {
  return mapsToAutomation(pattern) && pattern.frequency >= SUGGESTION_MIN_FREQUENCY && pattern.confidence > SUGGESTION_MIN_CONFIDENCE;
}

export interface SuggestionDraft {
  patternKey: string;
  description: string;
  confidence: number;
  potentialBenefits: string[];
  estimatedTimesSaved: number;
  autonomyPoints: number;
  autonomyLevel: AutonomyLevel;
  area: LearningArea;
}

export function draftSuggestion(pattern: DetectedPattern): SuggestionDraft {
  const minutes = estimatedTimeSaved(pattern.frequency);
  const key = parsePatternKey(pattern.key);
  const sender = key?.kind === 'context' ? key.triggerValue : 'this sender';
  return {
    patternKey: pattern.key,
    description: `${pattern.description} — automate this?`,
    confidence: pattern.confidence,
    potentialBenefits: [
      `New e-mails from ${sender} are handled as they arrive, without you.`,
      `About ${minutes} minutes saved for as many e-mails as you handled by hand (5 minutes each).`,
      'The automation starts switched off: you review it in the builder and turn it on.',
    ],
    estimatedTimesSaved: minutes,
    autonomyPoints: autonomyPoints(pattern),
    autonomyLevel: autonomyLevel(pattern.complexity, normalisedFrequency(pattern.frequency)),
    area: pattern.category,
  };
}
