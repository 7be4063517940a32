import type { CSSProperties } from 'react';
import type { CalendarEvent } from '../../../../../domain/calendar/event';
import { eventColor } from '../eventColors';
import { shortStart, timeRange } from '../eventTime';
import './chip.css';

interface EventChipProps {
  event: CalendarEvent;
  selected: boolean;
  onOpen(eventId: string): void;
}

/** A one-line event: all-day row of the week view and the cells of the month view. */
export function EventChip({ event, selected, onOpen }: EventChipProps) {
  const start = shortStart(event);
  return (
    <button
      type="button"
      className={`cal-chip${event.allDay ? ' cal-chip-allday' : ''}${selected ? ' cal-event-selected' : ''}`}
      style={{ '--event-color': eventColor(event) } as CSSProperties}
      onClick={(click) => {
        click.stopPropagation();
        onOpen(event.id);
      }}
      title={`${event.title}\n${timeRange(event)}`}
      data-testid="calendar-event"
      data-event-id={event.id}
    >
      {start ? <span className="cal-chip-time">{start}</span> : null}
      <span className="cal-chip-title">{event.title || '(untitled)'}</span>
    </button>
  );
}
