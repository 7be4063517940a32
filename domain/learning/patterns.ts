/**
 * Pattern detection over one user's behaviours (seed 001 §3, §5, §9), pure.
 *
 * - Only the last 100 behaviours count (the history window).
 * - A behaviour type is analysed only with at least 3 actions of it in the window.
 * - Context patterns: behaviours of a type grouped by their trigger context (e.g. e-mail labelled, by sender
 *   domain). For each outcome (the label, the folder; archiving has one) seen at least 2 times, a pattern whose
 *   confidence follows the confidence model over that group in time order: the outcome is a consistent
 *   observation, another outcome a contrary one. Its frequency is the number of consistent observations.
 * - Time patterns: a type done at the same hour of the day (in the user's time zone) at least 3 times. Over the
 *   type's behaviours in time order, one at that hour is consistent, one at another hour contrary.
 */
import { behaviourKind, CONTEXT_RULES } from './behaviour-kinds';
import { confidenceOf } from './confidence';
import { CONTEXT_PATTERN_MIN_SAMPLES, HISTORY_WINDOW, PATTERN_ACTIONS_KEPT, PATTERN_ANALYSIS_MIN_ACTIONS, TIME_PATTERN_MIN_SAMPLES } from './constants';
import { formatPatternKey } from './pattern-key';
import { hourInZone, hourLabel } from './time-of-day';
import type { DetectedPattern, PatternAction, TriggerSpec } from './types';

export interface ObservedBehaviour {
  type: string;
  occurredAt: Date;
  context: Record<string, unknown>;
}

/** The newest 100, oldest first. */
export function historyWindow<T extends { occurredAt: Date }>(behaviours: readonly T[]): T[] {
  return [...behaviours].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime()).slice(-HISTORY_WINDOW);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const toAction = (behaviour: ObservedBehaviour): PatternAction => ({ type: behaviour.type, occurredAt: behaviour.occurredAt.toISOString(), context: behaviour.context });

export function detectPatterns(behaviours: readonly ObservedBehaviour[], timeZone: string): DetectedPattern[] {
  const window = historyWindow(behaviours);
  const byType = new Map<string, ObservedBehaviour[]>();
  for (const behaviour of window) byType.set(behaviour.type, [...(byType.get(behaviour.type) ?? []), behaviour]);
  const patterns: DetectedPattern[] = [];
  for (const [type, ofType] of byType) {
    if (ofType.length < PATTERN_ANALYSIS_MIN_ACTIONS) continue;
    patterns.push(...contextPatterns(type, ofType), ...timePatterns(type, ofType, timeZone));
  }
  return patterns;
}

function contextPatterns(type: string, ofType: readonly ObservedBehaviour[]): DetectedPattern[] {
  const rule = CONTEXT_RULES[type];
  if (!rule) return [];
  const groups = new Map<string, ObservedBehaviour[]>();
  for (const behaviour of ofType) {
    const trigger = text(behaviour.context[rule.triggerField]);
    if (trigger === null) continue;
    if (rule.outcomeField !== null && text(behaviour.context[rule.outcomeField]) === null) continue;
    groups.set(trigger, [...(groups.get(trigger) ?? []), behaviour]);
  }
  const patterns: DetectedPattern[] = [];
  for (const [trigger, group] of groups) {
    const outcomeOf = (behaviour: ObservedBehaviour) => (rule.outcomeField === null ? '' : text(behaviour.context[rule.outcomeField])!);
    for (const outcome of new Set(group.map(outcomeOf))) {
      const matching = group.filter((behaviour) => outcomeOf(behaviour) === outcome);
      if (matching.length < CONTEXT_PATTERN_MIN_SAMPLES) continue;
      const kind = behaviourKind(type);
      const key = formatPatternKey({ kind: 'context', type, triggerField: rule.triggerField, triggerValue: trigger, outcomeField: rule.outcomeField, outcomeValue: rule.outcomeField === null ? null : outcome });
      const triggers: TriggerSpec[] = [{ type: 'email.received', conditions: [{ field: 'email.from', operator: 'contains', value: trigger }] }];
      patterns.push({
        key,
        ...contextWords(type, trigger, outcome),
        kind: 'context',
        actions: matching.slice(-PATTERN_ACTIONS_KEPT).map(toAction),
        frequency: matching.length,
        confidence: confidenceOf(group.map((behaviour) => outcomeOf(behaviour) === outcome)),
        category: kind.area,
        requiredCapabilities: [...kind.requiredCapabilities],
        triggers,
        complexity: kind.complexity,
      });
    }
  }
  return patterns;
}

/** "You label e-mails from eams.dir.ca.gov "Hearing"" */
export function contextWords(type: string, trigger: string, outcome: string): { name: string; description: string } {
  if (type === 'email.label') return { name: `Label e-mails from ${trigger} "${outcome}"`, description: `You label e-mails from ${trigger} "${outcome}"` };
  if (type === 'email.move') return { name: `Move e-mails from ${trigger} to ${outcome}`, description: `You move e-mails from ${trigger} to ${outcome}` };
  return { name: `Archive e-mails from ${trigger}`, description: `You archive e-mails from ${trigger}` };
}

function timePatterns(type: string, ofType: readonly ObservedBehaviour[], timeZone: string): DetectedPattern[] {
  const hours = ofType.map((behaviour) => hourInZone(behaviour.occurredAt, timeZone));
  const counts = new Map<number, number>();
  for (const hour of hours) counts.set(hour, (counts.get(hour) ?? 0) + 1);
  const kind = behaviourKind(type);
  const patterns: DetectedPattern[] = [];
  for (const [hour, count] of [...counts].sort((a, b) => a[0] - b[0])) {
    if (count < TIME_PATTERN_MIN_SAMPLES) continue;
    const at = hourLabel(hour);
    patterns.push({
      key: formatPatternKey({ kind: 'time', type, hour }),
      name: `${kind.verb[0]!.toUpperCase()}${kind.verb.slice(1)} around ${at}`,
      description: `You ${kind.verb} around ${at}`,
      kind: 'time',
      actions: ofType.filter((_, index) => hours[index] === hour).slice(-PATTERN_ACTIONS_KEPT).map(toAction),
      frequency: count,
      confidence: confidenceOf(hours.map((current) => current === hour)),
      category: kind.area,
      requiredCapabilities: [...kind.requiredCapabilities],
      triggers: [{ type: 'schedule', conditions: [{ field: 'hour', operator: 'equals', value: String(hour) }] }],
      complexity: kind.complexity,
    });
  }
  return patterns;
}
