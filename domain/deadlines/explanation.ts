import { describeDate, weekdayName } from './civil-date';
import { describeServiceMethod } from './service-extension';
import { triggerLabel, triggerPhrase } from './trigger-labels';
import type { ChainTrigger, CountingCalendar, DeadlineExplanation, DeadlineRule, SkippedDay } from './types';

const CALENDAR_NAMES: Record<CountingCalendar, string> = {
  court: 'the California court calendar (judicial holidays, CCP § 135)',
  wcab: 'the WCAB calendar (state holidays)',
};

function periodWords(amount: number, unit: 'days' | 'months'): string {
  const singular = unit === 'days' ? 'day' : 'month';
  return `${amount} ${amount === 1 ? singular : unit}`;
}

function listSkipped(skipped: SkippedDay[]): string {
  const parts = skipped.map((day) =>
    day.reason === weekdayName(day.date) ? describeDate(day.date) : `${describeDate(day.date)} (${day.reason})`,
  );
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

interface ExplanationInput {
  rule: DeadlineRule;
  trigger: ChainTrigger;
  extension: DeadlineExplanation['serviceExtension'];
  unadjustedDate: string;
  date: string;
  skipped: SkippedDay[];
}

function serviceStep({ rule, extension }: ExplanationInput): string | null {
  if (!rule.serviceExtension) return null;
  const method = describeServiceMethod(extension.method);
  if (extension.method === 'none') return `${method}, so no service extension was added: this is the earliest possible date.`;
  if (extension.days === 0) return `${method} adds no days (${extension.citation} extends only other methods).`;
  const total = rule.offset.unit === 'days' ? `: ${rule.offset.amount + extension.days} days in all` : '';
  return `${method} adds ${extension.days} calendar days (${extension.citation})${total}.`;
}

function rollStep({ rule, date, skipped }: ExplanationInput): string {
  const calendar = CALENDAR_NAMES[rule.calendar];
  if (skipped.length === 0) return `That is a working day on ${calendar}, so the date stands.`;
  const closed = `${listSkipped(skipped)} ${skipped.length === 1 ? 'is not a working day' : 'are not working days'} on ${calendar}`;
  if (rule.direction === 'after') {
    return `${closed}, so the deadline moves forward to the next working day, ${describeDate(date)} (CCP § 12a).`;
  }
  return `${closed}, so the date moves back to the working day before, ${describeDate(date)}: a deadline counted before an event cannot move later without shortening the time the rule requires.`;
}

export function explainDeadline(input: ExplanationInput): DeadlineExplanation {
  const { rule, trigger, extension, unadjustedDate } = input;
  const label = triggerLabel(trigger);
  const steps: string[] = [`${label} on ${describeDate(trigger.date)}.`];
  const sameDay = rule.offset.amount === 0 && extension.days === 0;

  if (sameDay) {
    steps.push(`${rule.title}: on the day of ${triggerPhrase(trigger)} itself (${rule.citation}); no days are counted.`);
  } else {
    const period = periodWords(rule.offset.amount, rule.offset.unit);
    steps.push(`${rule.title}: ${period} ${rule.direction} ${triggerPhrase(trigger)} (${rule.citation}).`);
    const service = serviceStep(input);
    if (service) steps.push(service);
    steps.push(
      rule.direction === 'after'
        ? 'The trigger day is not counted; day 1 is the day after it, and the last day counts (CCP § 12).'
        : `Counting backward, the day of ${triggerPhrase(trigger)} is not counted (CCP § 12).`,
    );
    if (rule.offset.unit === 'months') {
      steps.push('Months are calendar months; when the last month is shorter, its last day is used.');
    }
    steps.push(`The count ends on ${describeDate(unadjustedDate)}.`);
    steps.push(rollStep(input));
  }

  return {
    ruleId: rule.id,
    ruleText: rule.ruleText,
    citation: rule.citation,
    note: rule.note,
    trigger: { kind: trigger.kind, date: trigger.date, label },
    offset: { amount: rule.offset.amount, unit: rule.offset.unit, direction: rule.direction },
    serviceExtension: extension,
    calendar: rule.calendar,
    skipped: input.skipped,
    unadjustedDate,
    steps,
  };
}
