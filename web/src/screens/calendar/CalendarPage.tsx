import { useMemo, useRef } from 'react';
import { DateTime } from 'luxon';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import type { CalendarEvent } from '../../../../domain/calendar/event';
import { errorMessage } from '../../api/ApiError';
import { useUserCache } from '../../data/useUserCache';
import { usePageTitle } from '../../navigation/usePageTitle';
import { useThemeVars } from '../../theme/useThemeVars';
import { CalendarLegend } from './CalendarLegend';
import { CalendarToolbar } from './CalendarToolbar';
import { EventDrawer } from './detail/EventDrawer';
import { CALENDAR_ZONE, rangeTitle, step, today, visibleRange } from './state/calendarRange';
import { useCalendarEvents } from './state/useCalendarEvents';
import { useCalendarParams } from './state/useCalendarParams';
import { MonthView } from './views/MonthView';
import { TimeGrid } from './views/TimeGrid';
import './calendar.css';

const EMPTY_TEXT = { day: 'No events on this day.', week: 'No events this week.', month: 'No events this month.' } as const;

/** /calendar: day, week (default) or month in America/Los_Angeles; ?date= and ?event= deep-link. */
export function CalendarPage() {
  usePageTitle('Calendar');
  useUserCache();
  const vars = useThemeVars();
  const params = useCalendarParams();
  const { view, day } = params;
  const range = useMemo(() => visibleRange(view, day), [view, day]);
  const events = useCalendarEvents(range);

  // While another range loads, the events already known stay (each is drawn only on its own day).
  const lastLoaded = useRef<CalendarEvent[]>([]);
  if (events.data) lastLoaded.current = events.data;
  const shown = events.data ?? lastLoaded.current;
  const [from, until] = [range.start.toMillis(), range.end.toMillis()];
  const inRange = shown.filter((event) => Date.parse(event.start) < until && Date.parse(event.end) > from);
  const selected = shown.find((event) => event.id === params.eventId);
  const now = DateTime.now().setZone(CALENDAR_ZONE);
  const common = { events: inRange, today: today(), selectedId: params.eventId, onOpen: params.openEvent };

  return (
    <Flex vertical gap={16} style={vars} data-testid="calendar-page">
      <CalendarToolbar
        view={view}
        title={rangeTitle(view, range, day)}
        zoneName={`Times in ${range.start.offsetNameLong ?? CALENDAR_ZONE}`}
        loading={events.loading}
        onToday={() => params.setDay(today())}
        onStep={(direction) => params.setDay(step(view, day, direction))}
        onView={params.setView}
      />
      {events.error && !events.loading ? (
        <Alert
          type="error"
          showIcon
          title="Could not load your calendar"
          description={errorMessage(events.error)}
          action={<Button onClick={() => void events.reload()}>Retry</Button>}
          data-testid="calendar-error"
        />
      ) : null}
      <Flex justify="space-between" align="center" gap={12} wrap style={{ minHeight: 22 }}>
        <CalendarLegend events={inRange} />
        {events.data && inRange.length === 0 ? (
          <Typography.Text type="secondary" data-testid="calendar-empty">
            {EMPTY_TEXT[view]}
          </Typography.Text>
        ) : null}
      </Flex>
      <Card styles={{ body: { padding: 0 } }} style={{ overflow: 'hidden' }}>
        {view === 'month' ? (
          <MonthView {...common} days={range.days} month={day} onDay={(date) => params.show('day', date)} />
        ) : (
          <TimeGrid
            {...common}
            days={range.days}
            now={now}
            onDay={(date) => params.show('day', date)}
            testId={view === 'week' ? 'calendar-week-view' : 'calendar-day-view'}
          />
        )}
      </Card>
      <EventDrawer eventId={params.eventId} loaded={selected} onClose={params.closeEvent} />
    </Flex>
  );
}
