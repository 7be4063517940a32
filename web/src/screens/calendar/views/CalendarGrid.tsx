import { memo, useEffect, useRef } from 'react';
import type { DateTime } from 'luxon';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import luxonPlugin, { toLuxonDateTime } from '@fullcalendar/luxon3';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { DateSelectArg, EventClickArg, EventDropArg, EventInput, DayCellMountArg, EventMountArg } from '@fullcalendar/core';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import type { CalendarView } from '../../../../../domain/calendar/event';
import './fullcalendar.css';

// FullCalendar adds its stylesheet as a <style> element when loaded: the app's Content-Security-Policy already
// allows inline styles (style-src 'unsafe-inline', which antd's CSS-in-JS needs) and carries no nonce, which
// would switch 'unsafe-inline' off; tests/e2e/content-security-policy.spec.ts opens /calendar to keep it so.
const PLUGINS = [luxonPlugin, dayGridPlugin, timeGridPlugin, interactionPlugin];
const FULLCALENDAR_VIEW: Readonly<Record<CalendarView, string>> = { day: 'timeGridDay', week: 'timeGridWeek', month: 'dayGridMonth' };
const TIME_GRID_HEIGHT = 680;
/** A month cell (and the all-day row) shows this many events, then "+N more": a busy month stays readable and quick. */
export const DAY_MAX_EVENTS = 3;
/** FullCalendar's order, with a day's "+N more" entry last. */
const EVENT_ORDER = 'order,start,-duration,allDay,title';

/** A drag or resize, in FullCalendar's ISO texts (with the zone's offset, or bare days when all day). */
export interface EventMove {
  eventId: string;
  start: string;
  end: string | null;
  allDay: boolean;
  /** Puts the event back where it was (the server refused). */
  revert(): void;
}

interface CalendarGridProps {
  view: CalendarView;
  day: DateTime;
  zone: string;
  events: EventInput[];
  onOpen(eventId: string): void;
  /** A time range (or a day in month view) was selected: a new event there. */
  onSelect(start: string, end: string, allDay: boolean): void;
  onMove(move: EventMove): void;
  /** Opens the day view of 'YYYY-MM-DD'. */
  onDayView(date: string): void;
}

/**
 * Test ids and the role of an event's element. Its accessible name is its own text (time and title), which
 * FullCalendar keeps current when the event changes; Enter and Space open it (eventInteractive).
 */
function describe({ event, el }: EventMountArg) {
  const moreDate = event.extendedProps.moreDate as string | undefined;
  el.dataset.testid = moreDate ? 'calendar-more' : 'calendar-event';
  if (!moreDate) el.dataset.eventId = event.id;
  if (!el.hasAttribute('href') && !el.hasAttribute('role')) el.setAttribute('role', 'button');
}

/**
 * The time grid scrolls inside its own box; in a week with no timed event nothing in it could take focus,
 * so a keyboard user could not scroll it (WCAG 2.1.1). The first day's column (a grid cell, which may take
 * focus) does, and arrow keys then scroll the hours. The box itself cannot: it sits inside the grid's
 * table roles, and the hour labels are hidden from assistive technology by FullCalendar.
 */
function firstColumnFocusable({ el, date, view }: DayCellMountArg): void {
  if (!el.classList.contains('fc-timegrid-col') || date.getTime() !== view.activeStart.getTime()) return;
  el.tabIndex = 0;
  el.setAttribute('aria-label', `Hours of ${view.title}. Use the arrow keys to scroll through the day.`);
}

/** FullCalendar's day, week and month views in the user's time zone; drawing only, the page owns the data. */
export const CalendarGrid = memo(function CalendarGrid({ view, day, zone, events, onOpen, onSelect, onMove, onDayView }: CalendarGridProps) {
  const calendar = useRef<FullCalendar>(null);
  const date = day.toISODate() ?? undefined;

  useEffect(() => {
    const api = calendar.current?.getApi();
    // After React's commit: FullCalendar renders synchronously when its view or date changes.
    if (api) queueMicrotask(() => api.changeView(FULLCALENDAR_VIEW[view], date));
  }, [view, date]);

  const move = (info: EventDropArg | EventResizeDoneArg) =>
    onMove({ eventId: info.event.id, start: info.event.startStr, end: info.event.endStr || null, allDay: info.event.allDay, revert: info.revert });

  return (
    <div className="cal-grid" data-testid={`calendar-${view}-view`}>
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        timeZone={zone}
        initialView={FULLCALENDAR_VIEW[view]}
        initialDate={date}
        headerToolbar={false}
        height={view === 'month' ? 'auto' : TIME_GRID_HEIGHT}
        firstDay={0}
        fixedWeekCount={false}
        scrollTime="08:00:00"
        nowIndicator
        events={events}
        editable
        selectable
        selectMirror
        eventInteractive
        dayMaxEvents={DAY_MAX_EVENTS}
        eventOrder={EVENT_ORDER}
        eventMaxStack={4}
        navLinks
        navLinkDayClick={(date: Date) => {
          const api = calendar.current?.getApi();
          if (api) onDayView(toLuxonDateTime(date, api).toISODate() ?? '');
        }}
        eventDidMount={describe}
        dayCellDidMount={firstColumnFocusable}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          const moreDate = info.event.extendedProps.moreDate as string | undefined;
          if (moreDate) onDayView(moreDate);
          else onOpen(info.event.id);
        }}
        select={(info: DateSelectArg) => {
          onSelect(info.startStr, info.endStr, info.allDay);
          info.view.calendar.unselect();
        }}
        eventDrop={move}
        eventResize={move}
      />
    </div>
  );
});
