import { Drawer, Result, Skeleton } from 'antd';
import type { CalendarEvent } from '../../../../../domain/calendar/event';
import { ApiError, errorMessage } from '../../../api/ApiError';
import { useCalendarEvent } from '../state/useCalendarEvents';
import { EventDetails } from './EventDetails';

interface EventDrawerProps {
  eventId: string | null;
  /** The event when it is among those loaded for the range on screen. */
  loaded: CalendarEvent | undefined;
  onClose(): void;
}

/** ?event={id}: the event's detail, fetched on its own when it is not among the loaded events. */
export function EventDrawer({ eventId, loaded, onClose }: EventDrawerProps) {
  const fetched = useCalendarEvent(eventId && !loaded ? eventId : null);
  const event = loaded ?? fetched.data;
  const missing = fetched.error instanceof ApiError && fetched.error.status === 404;

  return (
    <Drawer open={eventId !== null} onClose={onClose} size={440} title="Event details" destroyOnHidden>
      <div data-testid="calendar-event-detail" data-event-id={eventId ?? ''}>
        {event ? (
          <EventDetails event={event} />
        ) : fetched.error && !fetched.loading ? (
          <Result
            status={missing ? '404' : 'error'}
            title={missing ? 'This event is not on your calendar' : 'Could not load this event'}
            subTitle={errorMessage(fetched.error)}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </div>
    </Drawer>
  );
}
