/**
 * Personality and work style (seed 001 §3), inferred from evidence and editable by the person.
 *
 * Each inferred field has a confidence from the number of samples behind it, by the same learning-rate
 * model as patterns: 1 − 0.5·0.9^samples. It is applied only when that is above the adaptation threshold
 * (0.8, strictly), which takes 9 samples, and never over a field the person edited.
 *
 * - peakProductivityHours: the hours of the day (user's zone) with at least 3 behaviours, the 3 busiest
 *   (ties: earlier hour), in order; samples = behaviours in those hours.
 * - preferredTaskDuration: the median estimated minutes of the person's tasks (at least 3 with an estimate).
 * - breakFrequency: stays at its default, 90 minutes of work between breaks (the planner's 90-minute
 *   focus block and 15-minute break); nothing the product records measures breaks.
 * - verbosity: the median word count of the person's replies (at least 3): under 60 concise, under 150
 *   balanced, else detailed.
 * - tone and formality: per reply, formal markers (dear, sincerely, regards, kindly, please find, pursuant,
 *   respectfully, counsel) and casual markers (hi, hey, thanks!, cheers, "!", ":)", gonna) are counted;
 *   a reply's formality is formal / (formal + casual), 0.5 with neither; formality is the mean (two
 *   decimals), tone formal at 0.65 or more, friendly at 0.35 or less, else neutral.
 * Established time patterns (confidence ≥ the pattern threshold, 0.7) become traits ("Reads e-mail around 09:00").
 */
import { canAdapt, confidenceAfter } from './confidence';
import { PATTERN_THRESHOLD } from './constants';
import { hourInZone } from './time-of-day';
import type { CommunicationStyle, DetectedPattern, Personality, Tone, Verbosity, WorkStyle } from './types';

export const PEAK_HOUR_MIN_BEHAVIOURS = 3;
export const PEAK_HOURS_KEPT = 3;
export const MIN_TASK_SAMPLES = 3;
export const MIN_REPLY_SAMPLES = 3;

export const DEFAULT_COMMUNICATION_STYLE: CommunicationStyle = { tone: 'neutral', verbosity: 'balanced', formality: 0.5 };
export const DEFAULT_WORK_STYLE: WorkStyle = { peakProductivityHours: [], preferredTaskDuration: 90, breakFrequency: 90 };

export function defaultPersonality(): Personality {
  return { name: '', traits: [], communicationStyle: { ...DEFAULT_COMMUNICATION_STYLE }, workStyle: { ...DEFAULT_WORK_STYLE, peakProductivityHours: [] }, inferred: {}, editedFields: [] };
}

export interface Inference<T> {
  value: T;
  samples: number;
}

export function inferPeakHours(occurredAt: readonly Date[], timeZone: string): Inference<number[]> | null {
  const counts = new Map<number, number>();
  for (const at of occurredAt) {
    const hour = hourInZone(at, timeZone);
    counts.set(hour, (counts.get(hour) ?? 0) + 1);
  }
  const busiest = [...counts]
    .filter(([, count]) => count >= PEAK_HOUR_MIN_BEHAVIOURS)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, PEAK_HOURS_KEPT);
  if (busiest.length === 0) return null;
  return { value: busiest.map(([hour]) => hour).sort((a, b) => a - b), samples: busiest.reduce((sum, [, count]) => sum + count, 0) };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function inferTaskDuration(estimatedMinutes: readonly number[]): Inference<number> | null {
  const samples = estimatedMinutes.filter((minutes) => Number.isFinite(minutes) && minutes > 0);
  if (samples.length < MIN_TASK_SAMPLES) return null;
  return { value: Math.round(median(samples)), samples: samples.length };
}

export function verbosityOf(words: number): Verbosity {
  if (words < 60) return 'concise';
  if (words < 150) return 'balanced';
  return 'detailed';
}

export function inferVerbosity(replyWordCounts: readonly number[]): Inference<Verbosity> | null {
  if (replyWordCounts.length < MIN_REPLY_SAMPLES) return null;
  return { value: verbosityOf(median(replyWordCounts)), samples: replyWordCounts.length };
}

const FORMAL_MARKERS = [/\bdear\b/i, /\bsincerely\b/i, /\bregards\b/i, /\bkindly\b/i, /\bplease find\b/i, /\bpursuant\b/i, /\brespectfully\b/i, /\bcounsel\b/i];
const CASUAL_MARKERS = [/\bhi\b/i, /\bhey\b/i, /\bthanks!/i, /\bcheers\b/i, /!/, /:\)/, /\bgonna\b/i];

export function replyFormality(text: string): number {
  const formal = FORMAL_MARKERS.filter((marker) => marker.test(text)).length;
  const casual = CASUAL_MARKERS.filter((marker) => marker.test(text)).length;
  return formal + casual === 0 ? 0.5 : formal / (formal + casual);
}

export function toneOf(formality: number): Tone {
  if (formality >= 0.65) return 'formal';
  if (formality <= 0.35) return 'friendly';
  return 'neutral';
}

export function inferTone(replyTexts: readonly string[]): Inference<{ tone: Tone; formality: number }> | null {
  if (replyTexts.length < MIN_REPLY_SAMPLES) return null;
  const formality = Math.round((replyTexts.reduce((sum, text) => sum + replyFormality(text), 0) / replyTexts.length) * 100) / 100;
  return { value: { tone: toneOf(formality), formality }, samples: replyTexts.length };
}

export interface PersonalityEvidence {
  behaviourTimes: readonly Date[];
  taskEstimates: readonly number[];
  replyWordCounts: readonly number[];
  replyTexts: readonly string[];
  patterns: readonly DetectedPattern[];
  timeZone: string;
}

/** Applies what the evidence supports (confidence above 0.8) to the fields the person did not edit. */
export function adaptPersonality(current: Personality, evidence: PersonalityEvidence): Personality {
  const next: Personality = {
    ...current,
    communicationStyle: { ...current.communicationStyle },
    workStyle: { ...current.workStyle },
    inferred: { ...current.inferred },
  };
  const edited = new Set(current.editedFields);
  const apply = <T>(field: string, inference: Inference<T> | null, set: (value: T) => void) => {
    if (!inference || edited.has(field) || !canAdapt(confidenceAfter(inference.samples))) return;
    set(inference.value);
    next.inferred[field] = { samples: inference.samples };
  };
  apply('workStyle.peakProductivityHours', inferPeakHours(evidence.behaviourTimes, evidence.timeZone), (value) => (next.workStyle.peakProductivityHours = value));
  apply('workStyle.preferredTaskDuration', inferTaskDuration(evidence.taskEstimates), (value) => (next.workStyle.preferredTaskDuration = value));
  apply('communicationStyle.verbosity', inferVerbosity(evidence.replyWordCounts), (value) => (next.communicationStyle.verbosity = value));
  const tone = inferTone(evidence.replyTexts);
  apply('communicationStyle.tone', tone, (value) => (next.communicationStyle.tone = value.tone));
  apply('communicationStyle.formality', tone, (value) => (next.communicationStyle.formality = value.formality));
  if (!edited.has('traits')) {
    const traits = evidence.patterns.filter((pattern) => pattern.kind === 'time' && pattern.confidence >= PATTERN_THRESHOLD).map((pattern) => pattern.name);
    if (traits.length > 0) {
      next.traits = [...new Set(traits)].slice(0, 10);
      next.inferred.traits = { samples: evidence.patterns.filter((pattern) => pattern.kind === 'time' && pattern.confidence >= PATTERN_THRESHOLD).reduce((sum, pattern) => sum + pattern.frequency, 0) };
    }
  }
  return next;
}

/** The focus block the planner uses: the person's preferred task duration when edited or inferred, else null (keep 90). */
export function preferredFocusMinutes(personality: Pick<Personality, 'workStyle' | 'inferred' | 'editedFields'> | null): number | null {
  if (!personality) return null;
  const field = 'workStyle.preferredTaskDuration';
  if (!personality.editedFields.includes(field) && !(field in personality.inferred)) return null;
  const minutes = personality.workStyle.preferredTaskDuration;
  return Number.isFinite(minutes) && minutes >= 15 && minutes <= 480 ? Math.round(minutes) : null;
}

/** One line for an AI drafting instruction: "Write in a formal tone, concisely." */
export function styleInstruction(style: CommunicationStyle): string {
  const length = style.verbosity === 'concise' ? 'concisely (a few sentences)' : style.verbosity === 'detailed' ? 'in detail' : 'with a balanced length';
  return `Write in a ${style.tone} tone (formality ${style.formality.toFixed(2)} on a 0–1 scale), ${length}.`;
}

/** The person's communication style when any of it was set by them or learned; null while it is only the defaults. */
export function personalStyle(personality: Pick<Personality, 'communicationStyle' | 'inferred' | 'editedFields'>): CommunicationStyle | null {
  const known = [...personality.editedFields, ...Object.keys(personality.inferred)].some((field) => field.startsWith('communicationStyle.'));
  return known ? personality.communicationStyle : null;
}

/** The drafting instruction with the person's style added, when it is known. */
export function draftInstructions(base: string, style: CommunicationStyle | null): string {
  return style ? `${base} ${styleInstruction(style)}` : base;
}
