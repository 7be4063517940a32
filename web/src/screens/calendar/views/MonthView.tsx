import type { DateTime } from 'luxon';
import { Button } from 'antd';
import type { CalendarEvent } from '../../../../../domain/calendar/event';
import { inZone } from '../state/calendarRange';
import { EventChip } from './EventChip';
import { eventsOnDay } from './timeGridLayout';
import './month.css';

const SHOWN_PER_DAY = 3;

interface MonthViewProps {
  days: DateTime[];
  month: DateTime;
  events: CalendarEvent[];
  today: DateTime;
  selectedId: string | null;
  onOpen(eventId: string): void;
  onDay(day: DateTime): void;
}

/** Whole weeks covering the month; each day lists its first events and "+N more" opens the day. */
export function MonthView({ days, month, events, today, selectedId, onOpen, onDay }: MonthViewProps) {
  const sorted = [...events].sort((a, b) => Number(b.allDay) - Number(a.allDay) || inZone(a.start).toMillis() - inZone(b.start).toMillis());
  return (
    <div className="cal-month" data-testid="calendar-month-view">
      <div className="cal-month-names">
        {days.slice(0, 7).map((day) => (
          <span key={day.weekday}>{day.toFormat('ccc')}</span>
        ))}
      </div>
      <div className="cal-month-grid" style={{ gridTemplateRows: `repeat(${days.length / 7}, minmax(112px, 1fr))` }}>
        {days.map((day) => {
          const onDayEvents = eventsOnDay(sorted, day);
          const hidden = onDayEvents.length - SHOWN_PER_DAY;
          return (
            <div
              key={day.toISODate()}
              className={`cal-month-cell${day.hasSame(month, 'month') ? '' : ' cal-outside'}${day.hasSame(today, 'day') ? ' cal-today' : ''}`}
            >
              <button type="button" className="cal-month-day" onClick={() => onDay(day)} title="Open this day">
                {day.day === 1 ? day.toFormat('LLL d') : day.day}
              </button>
              {onDayEvents.slice(0, SHOWN_PER_DAY).map((event) => (
                <EventChip key={event.id} event={event} selected={event.id === selectedId} onOpen={onOpen} />
              ))}
              {hidden > 0 ? (
                <Button type="link" size="small" className="cal-more" onClick={() => onDay(day)}>
                  +{hidden} more
                </Button>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
