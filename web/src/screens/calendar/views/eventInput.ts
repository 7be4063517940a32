import { DateTime } from 'luxon';
import type { EventInput } from '@fullcalendar/core';
import type { CalendarEvent, CalendarSource } from '../../../api/calendar';
import type { CalendarOverlays } from '../../../api/settings';
import { readableEventBackground } from './readableColor';

/** Colour of an event without a colour and a source of its own. */
export const NEUTRAL_COLOR = '#8c8c8c';

/** Class of a completed event drawn faded (overlay fadeCompleted). */
export const FADED_CLASS = 'cal-event-faded';

/**
 * Whether an event is drawn: its source is visible (an unknown source counts as visible) and no overlay
 * hides it (completed events, task events, automation events, focus blocks).
 */
export function isShown(event: CalendarEvent, sources: ReadonlyMap<string, CalendarSource>, overlays: CalendarOverlays): boolean {
  if (sources.get(event.sourceId)?.visible === false) return false;
  if (!overlays.showCompleted && event.completed) return false;
  if (!overlays.showTasks && (event.sourceId === 'tasks' || Boolean(event.taskId))) return false;
  if (!overlays.showAutomations && (event.sourceId === 'automation' || Boolean(event.automationId))) return false;
  if (!overlays.showTimeBlocks && (event.sourceId === 'timeblock' || Boolean(event.timeBlockId))) return false;
  return true;
}

export function eventColor(event: CalendarEvent, sources: ReadonlyMap<string, CalendarSource>): string {
  return event.color || sources.get(event.sourceId)?.color || NEUTRAL_COLOR;
}

/** An all-day event's days in `zone` as FullCalendar's date-only strings (end exclusive). */
function allDayDates(event: CalendarEvent, zone: string): { start: string; end: string } {
  const start = DateTime.fromISO(event.start, { zone }).startOf('day');
  let end = DateTime.fromISO(event.end, { zone });
  end = end.equals(end.startOf('day')) ? end : end.startOf('day').plus({ days: 1 });
  if (end <= start) end = start.plus({ days: 1 });
  return { start: start.toISODate() ?? '', end: end.toISODate() ?? '' };
}

/** A month view's days (their starts, ascending, as epoch ms) and how many entries a day shows. */
export interface DayLimit {
  dayStarts: readonly number[];
  max: number;
}

/** The "+N more" entry of a day: opens that day. */
export const MORE_CLASS = 'cal-more-link';

/** The index of the day holding `instant` (the last day start not after it); -1 before the first. */
function dayIndex(dayStarts: readonly number[], instant: number): number {
  let low = 0;
  let high = dayStarts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (dayStarts[middle]! <= instant) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * At most `max` entries a day: a day with more keeps its first `max - 1` events (all-day ones first, then
 * by start) and gets one "+N more" entry, so a dense month draws a few hundred elements, not thousands.
 */
export function limitPerDay(events: readonly CalendarEvent[], { dayStarts, max }: DayLimit): { kept: CalendarEvent[]; more: Map<number, number> } {
  const byDay = new Map<number, CalendarEvent[]>();
  for (const event of events) {
    const day = Math.max(0, dayIndex(dayStarts, Date.parse(event.start)));
    const list = byDay.get(day);
    if (list) list.push(event);
    else byDay.set(day, [event]);
  }
  const kept: CalendarEvent[] = [];
  const more = new Map<number, number>();
  for (const [day, list] of byDay) {
    if (list.length <= max) {
      kept.push(...list);
      continue;
    }
    list.sort((a, b) => Number(b.allDay) - Number(a.allDay) || Date.parse(a.start) - Date.parse(b.start));
    kept.push(...list.slice(0, max - 1));
    more.set(day, list.length - (max - 1));
  }
  return { kept, more };
}

/**
 * The events FullCalendar draws: filtered, coloured, faded when completed; occurrences are not dragged.
 * With a `limit` (month view), busy days show their first events and a "+N more" entry.
 */
export function toEventInputs(
  events: readonly CalendarEvent[],
  sources: ReadonlyMap<string, CalendarSource>,
  overlays: CalendarOverlays,
  zone: string,
  limit?: DayLimit,
): EventInput[] {
  const shown = events.filter((event) => isShown(event, sources, overlays));
  const { kept, more } = limit ? limitPerDay(shown, limit) : { kept: shown, more: new Map<number, number>() };
  const inputs: EventInput[] = [];
  for (const event of kept) {
    const color = readableEventBackground(eventColor(event, sources));
    const times = event.allDay ? allDayDates(event, zone) : { start: event.start, end: event.end };
    inputs.push({
      id: event.id,
      title: event.title || '(untitled)',
      ...times,
      allDay: event.allDay,
      backgroundColor: color,
      borderColor: color,
      textColor: '#ffffff',
      classNames: event.completed && overlays.fadeCompleted ? [FADED_CLASS] : [],
      editable: !event.seriesId,
      extendedProps: { event, order: 0 },
    });
  }
  for (const [day, count] of more) {
    const date = DateTime.fromMillis(limit!.dayStarts[day]!, { zone }).toISODate() ?? '';
    inputs.push({
      id: `more:${date}`,
      title: `+${count} more`,
      start: date,
      allDay: true,
      editable: false,
      classNames: [MORE_CLASS],
      backgroundColor: 'transparent',
      borderColor: 'transparent',
      extendedProps: { moreDate: date, order: 1 },
    });
  }
  return inputs;
}

/** FullCalendar's ISO text of a dropped or resized date (with its offset, or a bare day in `zone`) → a UTC instant. */
export function toInstant(text: string, zone: string): string {
  return DateTime.fromISO(text, { zone }).toUTC().toISO() ?? text;
}
