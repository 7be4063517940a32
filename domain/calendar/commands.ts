import { DateTime } from 'luxon';
import { atTime, spokenWhen } from './command-time';

/** The calendar agent's answer to a command it cannot match (seed 000 §8, seed 001 §8). */
export const UNKNOWN_COMMAND_REPLY = "I didn't quite understand that. Could you try rephrasing?";
export const COMMAND_SUGGESTIONS = [
  'Schedule a meeting with Dr. Lee tomorrow at 3pm',
  'Move my 2pm to 4pm',
  "What's on Friday?",
  'What do I have tomorrow?',
  'Cancel my 10am',
] as const;
/** A meeting scheduled without a time of day starts at 9:00. */
export const DEFAULT_MEETING_HOUR = 9;

export type CalendarCommand =
  | { kind: 'schedule'; title: string; start: string }
  | { kind: 'move'; from: string; to: { start: string } | { day: string } }
  | { kind: 'agenda'; dayStart: string; dayEnd: string }
  | { kind: 'cancel'; at: string }
  | { kind: 'unknown' };

interface CommandContext {
  now: Date;
  timeZone: string;
}

const iso = (at: DateTime) => at.toUTC().toISO()!;
const clean = (text: string) => text.trim().replace(/[?.!]+$/, '').trim();

const SCHEDULE = /\b(?:schedule|book|set\s+up|arrange|plan)\s+(?:a\s+|an\s+|my\s+)?(meeting|call|appointment|deposition|conference|consultation)?\b/i;
const MOVE = /\b(?:move|reschedule|push|shift)\s+my\s+(.+?)\s+(?:to|until|till)\s+(.+)$/i;
const AGENDA = /\b(?:what(?:'s|\s+is)\s+on|what\s+do\s+i\s+have|what\s+have\s+i\s+got|show\s+(?:me\s+)?my\s+(?:schedule|calendar|agenda|day)|my\s+(?:schedule|agenda))\b(.*)$/i;
const CANCEL = /\b(?:cancel|delete|remove|drop)\s+my\s+(.+)$/i;

function schedule(text: string, match: RegExpExecArray, context: CommandContext): CalendarCommand {
  const when = spokenWhen(text, context.now, context.timeZone);
  if (!when) return { kind: 'unknown' };
  const kind = match[1] ? match[1].toLowerCase() : 'meeting';
  // "with Dr. Lee tomorrow at 3": the person is what stands between "with" and the date words.
  const withAt = text.search(/\bwith\s+/i);
  let who = '';
  if (withAt >= 0) {
    const after = text.slice(withAt).replace(/^with\s+/i, '');
    const dateAt = when.index > withAt ? when.index - (text.length - after.length) : after.length;
    who = clean(after.slice(0, Math.max(0, dateAt)).replace(/\s+(?:on|at|for|this|next)\s*$/i, ''));
  }
  const title = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}${who ? ` with ${who}` : ''}`;
  const start = atTime(when.day, when.time ?? { hour: DEFAULT_MEETING_HOUR, minute: 0 });
  return { kind: 'schedule', title, start: iso(start) };
}

function move(match: RegExpExecArray, context: CommandContext): CalendarCommand {
  const from = spokenWhen(match[1]!, context.now, context.timeZone);
  const to = spokenWhen(clean(match[2]!), context.now, context.timeZone);
  if (!from?.time || !to) return { kind: 'unknown' };
  const fromAt = atTime(from.day, from.time);
  if (to.time) return { kind: 'move', from: iso(fromAt), to: { start: iso(atTime(to.dayNamed ? to.day : from.day, to.time)) } };
  return { kind: 'move', from: iso(fromAt), to: { day: to.day.toISODate()! } };
}

function agenda(rest: string, context: CommandContext): CalendarCommand {
  const when = clean(rest) ? spokenWhen(rest, context.now, context.timeZone) : null;
  const day = when?.day ?? DateTime.fromJSDate(context.now, { zone: context.timeZone }).startOf('day');
  return { kind: 'agenda', dayStart: iso(day), dayEnd: iso(day.plus({ days: 1 })) };
}

function cancel(rest: string, context: CommandContext): CalendarCommand {
  const when = spokenWhen(rest, context.now, context.timeZone);
  if (!when?.time) return { kind: 'unknown' };
  return { kind: 'cancel', at: iso(atTime(when.day, when.time)) };
}

/** Matches one of the calendar agent's canned commands by keyword; anything else is unknown. */
export function matchCalendarCommand(input: string, context: CommandContext): CalendarCommand {
  const text = input.trim();
  const moveMatch = MOVE.exec(text);
  if (moveMatch) return move(moveMatch, context);
  const cancelMatch = CANCEL.exec(text);
  if (cancelMatch) return cancel(cancelMatch[1]!, context);
  const agendaMatch = AGENDA.exec(text);
  if (agendaMatch) return agenda(agendaMatch[1] ?? '', context);
  const scheduleMatch = SCHEDULE.exec(text);
  if (scheduleMatch) return schedule(text, scheduleMatch, context);
  return { kind: 'unknown' };
}

/** "Tuesday, December 2 at 3:00 PM" in the user's zone. */
export function spokenTime(at: string, timeZone: string): string {
  return DateTime.fromISO(at, { zone: timeZone }).setLocale('en-US').toFormat("cccc, LLLL d 'at' h:mm a");
}

export function spokenDay(at: string, timeZone: string): string {
  return DateTime.fromISO(at, { zone: timeZone }).setLocale('en-US').toFormat('cccc, LLLL d');
}
