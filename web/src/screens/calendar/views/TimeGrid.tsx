import { useEffect, useRef, type CSSProperties } from 'react';
import type { DateTime } from 'luxon';
import type { CalendarEvent } from '../../../../../domain/calendar/event';
import { inZone } from '../state/calendarRange';
import { EventBlock } from './EventBlock';
import { EventChip } from './EventChip';
import { eventsOnDay, layoutDay } from './timeGridLayout';
import './timeGrid.css';

export const HOUR_PX = 48;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DEFAULT_SCROLL_HOUR = 7;

interface TimeGridProps {
  days: DateTime[];
  events: CalendarEvent[];
  today: DateTime;
  now: DateTime;
  selectedId: string | null;
  onOpen(eventId: string): void;
  onDay(day: DateTime): void;
  testId: string;
}

function hourLabel(hour: number): string {
  if (hour === 0) return '';
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 || 12} ${suffix}`;
}

/** Day and week views: one column per day, hours down the side, events placed by start and end. */
export function TimeGrid({ days, events, today, now, selectedId, onOpen, onDay, testId }: TimeGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const columns = { gridTemplateColumns: `56px repeat(${days.length}, minmax(0, 1fr))` } as CSSProperties;
  const allDay = events.filter((event) => event.allDay);
  const timed = events.filter((event) => !event.allDay);
  const firstDay = days[0]?.toISODate();

  // Open at the selected event, else at the earliest event of the range when it is before 7 AM, else 7 AM.
  const selected = timed.find((event) => event.id === selectedId);
  const earliest = Math.min(DEFAULT_SCROLL_HOUR, ...timed.map((event) => inZone(event.start).hour));
  const scrollHour = Math.max(0, (selected ? inZone(selected.start).hour : earliest) - 1);
  useEffect(() => {
    // A little above the hour, so that its label is not cut in half.
    scroller.current?.scrollTo({ top: Math.max(0, scrollHour * HOUR_PX - 8) });
  }, [firstDay, days.length, scrollHour]);

  return (
    <div className="cal-grid" data-testid={testId}>
      <div className="cal-grid-head" style={columns}>
        <div />
        {days.map((day) => (
          <button
            key={day.toISODate()}
            type="button"
            className={`cal-day-head${day.hasSame(today, 'day') ? ' cal-today' : ''}`}
            onClick={() => onDay(day)}
            title="Open this day"
          >
            <span className="cal-day-name">{day.toFormat('ccc')}</span>
            <span className="cal-day-number">{day.day}</span>
          </button>
        ))}
      </div>
      {allDay.length > 0 ? (
        <div className="cal-allday" style={columns}>
          <div className="cal-gutter-label">all day</div>
          {days.map((day) => (
            <div key={day.toISODate()} className="cal-allday-cell">
              {eventsOnDay(allDay, day).map((event) => (
                <EventChip key={event.id} event={event} selected={event.id === selectedId} onOpen={onOpen} />
              ))}
            </div>
          ))}
        </div>
      ) : null}
      <div className="cal-grid-scroll" ref={scroller}>
        <div className="cal-grid-body" style={{ ...columns, height: 24 * HOUR_PX }}>
          <div className="cal-gutter">
            {HOURS.map((hour) => (
              <span key={hour} className="cal-hour-label" style={{ top: hour * HOUR_PX }}>
                {hourLabel(hour)}
              </span>
            ))}
          </div>
          {days.map((day) => (
            <div key={day.toISODate()} className={`cal-day-col${day.hasSame(today, 'day') ? ' cal-today' : ''}`}>
              {layoutDay(timed, day).map((placed) => (
                <EventBlock key={placed.event.id} placed={placed} selected={placed.event.id === selectedId} onOpen={onOpen} />
              ))}
              {day.hasSame(now, 'day') ? (
                <div className="cal-now" style={{ top: `${((now.hour * 60 + now.minute) / (24 * 60)) * 100}%` }} />
              ) : null}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
