import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DateTime } from 'luxon';
import { CALENDAR_VIEWS, DEFAULT_CALENDAR_VIEW, type CalendarView } from '../../../../../domain/calendar/event';
import { parseDay, today } from './calendarRange';

export interface CalendarParams {
  view: CalendarView;
  day: DateTime;
  eventId: string | null;
  setView(view: CalendarView): void;
  setDay(day: DateTime): void;
  /** Another view of another day, in one step (e.g. a month cell's "more" opens that day). */
  show(view: CalendarView, day: DateTime): void;
  openEvent(eventId: string): void;
  closeEvent(): void;
}

function isView(value: string | null): value is CalendarView {
  return value !== null && (CALENDAR_VIEWS as readonly string[]).includes(value);
}

/** ?view=day|week|month (week by default), ?date=YYYY-MM-DD and ?event={id}: the calendar's state is its URL. */
export function useCalendarParams(zone: string): CalendarParams {
  const [params, setParams] = useSearchParams();
  const rawView = params.get('view');
  const rawDate = params.get('date');
  const eventId = params.get('event');
  const view = isView(rawView) ? rawView : DEFAULT_CALENDAR_VIEW;
  const day = useMemo(() => parseDay(rawDate, zone) ?? today(zone), [rawDate, zone]);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
    [setParams],
  );

  return useMemo(
    () => ({
      view,
      day,
      eventId,
      setView: (next) => update({ view: next === DEFAULT_CALENDAR_VIEW ? null : next }),
      setDay: (next) => update({ date: next.toISODate() }),
      show: (nextView, nextDay) =>
        update({ view: nextView === DEFAULT_CALENDAR_VIEW ? null : nextView, date: nextDay.toISODate() }),
      openEvent: (id) => update({ event: id }),
      closeEvent: () => update({ event: null }),
    }),
    [view, day, eventId, update],
  );
}
