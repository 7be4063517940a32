import type { CSSProperties } from 'react';
import { eventColor } from '../eventColors';
import { timeRange } from '../eventTime';
import { MINUTES_PER_DAY, type PlacedEvent } from './timeGridLayout';

interface EventBlockProps {
  placed: PlacedEvent;
  selected: boolean;
  onOpen(eventId: string): void;
}

/** A timed event in a day column, as tall as it lasts. */
export function EventBlock({ placed, selected, onOpen }: EventBlockProps) {
  const { event, top, bottom, column, columns } = placed;
  const color = eventColor(event);
  const minutes = bottom - top;
  const meta = [timeRange(event), event.caseNumber, event.location].filter(Boolean).join(' · ');
  const style = {
    top: `${(top / MINUTES_PER_DAY) * 100}%`,
    height: `${(minutes / MINUTES_PER_DAY) * 100}%`,
    left: `calc(${(column / columns) * 100}% + 2px)`,
    width: `calc(${100 / columns}% - 4px)`,
    '--event-color': color,
  } as CSSProperties;

  return (
    <button
      type="button"
      className={`cal-event${selected ? ' cal-event-selected' : ''}`}
      style={style}
      onClick={() => onOpen(event.id)}
      title={`${event.title}\n${timeRange(event)}${event.caseNumber ? `\n${event.caseNumber}` : ''}`}
      data-testid="calendar-event"
      data-event-id={event.id}
    >
      <span className="cal-event-title">{event.title || '(untitled)'}</span>
      {minutes >= 40 ? <span className="cal-event-meta">{meta}</span> : null}
    </button>
  );
}
