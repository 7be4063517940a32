/** The learning area's shapes, shared by the API and the browser. */
import type { AutonomyLevel } from './confidence';

export type { AutonomyLevel } from './confidence';

export const BEHAVIOUR_TYPES = [
  'email.read',
  'email.label',
  'email.move',
  'email.archive',
  'email.reply',
  'task.create',
  'planning.accept_block',
  'audit.approve',
  'audit.edit',
  'audit.reject',
] as const;
export type BehaviourType = (typeof BEHAVIOUR_TYPES)[number];

export const LEARNING_AREAS = ['email', 'tasks', 'calendar', 'audit'] as const;
export type LearningArea = (typeof LEARNING_AREAS)[number];

export const SUGGESTION_STATUSES = ['pending', 'accepted', 'dismissed'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** Seed 001 §3 Behaviour record: type, timestamp, context (what it was done to), metadata (where it came from). */
export interface BehaviourInput {
  type: BehaviourType;
  context: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

export interface Behaviour {
  id: string;
  type: string;
  occurredAt: string;
  context: Record<string, unknown>;
}

export interface PatternAction {
  type: string;
  occurredAt: string;
  context: Record<string, unknown>;
}

export interface TriggerSpec {
  type: string;
  conditions: Array<{ field: string; operator: string; value: string }>;
}

/** Seed 001 §3 Workflow pattern. */
export interface DetectedPattern {
  key: string;
  name: string;
  description: string;
  kind: 'context' | 'time';
  actions: PatternAction[];
  frequency: number;
  confidence: number;
  category: LearningArea;
  requiredCapabilities: string[];
  triggers: TriggerSpec[];
  complexity: number;
}

export interface WorkflowPattern extends Omit<DetectedPattern, 'key'> {
  id: string;
  updatedAt: string;
}

export interface SuggestionPatternView {
  name: string;
  frequency: number;
  confidence: number;
  category: string;
  triggers: unknown[];
  requiredCapabilities: string[];
  complexity: number;
}

/** Seed 001 §3 Automation suggestion. */
export interface Suggestion {
  id: string;
  patternId: string | null;
  description: string;
  confidence: number;
  potentialBenefits: string[];
  /** Minutes: 5 per occurrence. */
  estimatedTimesSaved: number;
  autonomyPoints: number;
  autonomyLevel: AutonomyLevel;
  area: LearningArea;
  status: SuggestionStatus;
  automationId: string | null;
  createdAt: string;
  pattern: SuggestionPatternView | null;
}

export const TONES = ['formal', 'neutral', 'friendly'] as const;
export type Tone = (typeof TONES)[number];
export const VERBOSITIES = ['concise', 'balanced', 'detailed'] as const;
export type Verbosity = (typeof VERBOSITIES)[number];

export interface CommunicationStyle {
  tone: Tone;
  verbosity: Verbosity;
  /** 0 (casual) – 1 (formal). */
  formality: number;
}

export interface WorkStyle {
  /** Hours of the day 0–23, in the user's time zone. */
  peakProductivityHours: number[];
  /** Minutes. */
  preferredTaskDuration: number;
  /** Minutes of work between breaks. */
  breakFrequency: number;
}

/** Seed 001 §3 Personality, with what was inferred (and from how many samples) and what the person set by hand. */
export interface Personality {
  name: string;
  traits: string[];
  communicationStyle: CommunicationStyle;
  workStyle: WorkStyle;
  inferred: Record<string, { samples: number }>;
  editedFields: string[];
}

export const PERSONALITY_FIELDS = [
  'name',
  'traits',
  'communicationStyle.tone',
  'communicationStyle.verbosity',
  'communicationStyle.formality',
  'workStyle.peakProductivityHours',
  'workStyle.preferredTaskDuration',
  'workStyle.breakFrequency',
] as const;
export type PersonalityField = (typeof PERSONALITY_FIELDS)[number];
