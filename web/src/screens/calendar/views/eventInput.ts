import { DateTime } from 'luxon';
import type { EventInput } from '@fullcalendar/core';
import type { CalendarEvent, CalendarSource } from '../../../api/calendar';
import type { CalendarOverlays } from '../../../api/settings';

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

/** The events FullCalendar draws: filtered, coloured, faded when completed; occurrences are not dragged. */
export function toEventInputs(
  events: readonly CalendarEvent[],
  sources: ReadonlyMap<string, CalendarSource>,
  overlays: CalendarOverlays,
  zone: string,
): EventInput[] {
  const inputs: EventInput[] = [];
  for (const event of events) {
    if (!isShown(event, sources, overlays)) continue;
    const color = eventColor(event, sources);
    const times = event.allDay ? allDayDates(event, zone) : { start: event.start, end: event.end };
    inputs.push({
      id: event.id,
      title: event.title || '(untitled)',
      ...times,
      allDay: event.allDay,
      backgroundColor: color,
      borderColor: color,
      classNames: event.completed && overlays.fadeCompleted ? [FADED_CLASS] : [],
      editable: !event.seriesId,
      extendedProps: { event },
    });
  }
  return inputs;
}

/** FullCalendar's ISO text of a dropped or resized date (with its offset, or a bare day in `zone`) → a UTC instant. */
export function toInstant(text: string, zone: string): string {
  return DateTime.fromISO(text, { zone }).toUTC().toISO() ?? text;
}
