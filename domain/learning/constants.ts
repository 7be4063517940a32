/** The learning service's numbers (seed 001 §4 "Learning", §5, §9 "Agents and learning"), in one place. */

/** How far one observation moves a confidence (see confidence.ts). */
export const LEARNING_RATE = 0.1;
/** A pattern at or above this confidence is established: it becomes a trait of the person's work style. */
export const PATTERN_THRESHOLD = 0.7;
/** Behaviours kept per user: the last 100. */
export const HISTORY_WINDOW = 100;
/** An inferred personality value is applied only when its confidence is strictly above this. */
export const ADAPTATION_THRESHOLD = 0.8;
/** Same type at the same hour of day, at least this many times. */
export const TIME_PATTERN_MIN_SAMPLES = 3;
/** Same type and trigger context with the same outcome, at least this many times. */
export const CONTEXT_PATTERN_MIN_SAMPLES = 2;
/** A behaviour type is analysed only with at least this many actions of it in the window. */
export const PATTERN_ANALYSIS_MIN_ACTIONS = 3;
/** Seed 001 §5: pattern creation needs at least this many prior actions of the same type by other users. */
export const SHARED_PATTERN_MIN_PRIOR_ACTIONS_BY_OTHERS = 2;
/** An automation is suggested only when frequency ≥ this … */
export const SUGGESTION_MIN_FREQUENCY = 3;
/** … and confidence is strictly above this. */
export const SUGGESTION_MIN_CONFIDENCE = 0.6;
/** Autonomy points (seed 001 §9): frequency above 5 adds 0.2, confidence above 0.75 adds 0.3, complexity below 0.5 adds 0.2. */
export const AUTONOMY_POINTS = {
  frequencyAbove: 5,
  frequencyPoints: 0.2,
  confidenceAbove: 0.75,
  confidencePoints: 0.3,
  complexityBelow: 0.5,
  complexityPoints: 0.2,
} as const;
/** Estimated time saved: 5 minutes per occurrence. */
export const MINUTES_SAVED_PER_OCCURRENCE = 5;
/** The scheduled suggestion check runs every hour. */
export const SUGGESTION_CHECK_INTERVAL_MS = 3_600_000;
export const SUGGESTION_CHECK_SCHEDULE_ID = 'learning-suggestion-check';
/** A workflow pattern keeps its last 5 actions. */
export const PATTERN_ACTIONS_KEPT = 5;
/** Occurrences at which the normalised frequency of an autonomy decision reaches 1 (see confidence.ts). */
export const FREQUENCY_NORMALISER = 10;
