import { useCallback, useMemo, useState } from 'react';
import { DateTime } from 'luxon';
import { Alert, Button, Card, Drawer, Flex, Grid, Typography } from 'antd';
import type { CalendarEvent } from '../../api/calendar';
import { errorMessage } from '../../api/ApiError';
import { usePageTitle } from '../../navigation/usePageTitle';
import { usePreferences, useUpdatePreferences } from '../../settings/usePreferences';
import { useThemeVars } from '../../theme/useThemeVars';
import { EventDrawer } from './detail/EventDrawer';
import { NewEventModal } from './editor/NewEventModal';
import { newEventValues, type EventFormValues } from './editor/eventForm';
import { OverlayControls } from './side/OverlayControls';
import { PlanProposalBanner } from './side/PlanProposalBanner';
import { SourcesPanel } from './side/SourcesPanel';
import { TagsLegend } from './side/TagsLegend';
import { rangeTitle, step, today, visibleRange, type VisibleRange } from './state/calendarRange';
import { useCalendarParams } from './state/useCalendarParams';
import { useCalendarEvents, useCalendarSources, useCalendarTags, useMinimumVisible } from './state/useCalendarQueries';
import { useEventMutations } from './state/useEventMutations';
import { CalendarToolbar } from './toolbar/CalendarToolbar';
import { CommandBox } from './toolbar/CommandBox';
import { FeedPopover } from './toolbar/FeedPopover';
import { TimeZoneSelect } from './toolbar/TimeZoneSelect';
import { CalendarGrid, DAY_MAX_EVENTS, type EventMove } from './views/CalendarGrid';
import { toEventInputs, toInstant, type DayLimit } from './views/eventInput';
import './calendar.css';

const EMPTY_TEXT = { day: 'No events on this day.', week: 'No events this week.', month: 'No events this month.' } as const;
const NO_EVENTS: CalendarEvent[] = [];

/** The month's days, for drawing a few events a day and "+N more". */
function monthLimit(range: VisibleRange): DayLimit {
  const dayStarts: number[] = [];
  for (let day = range.start; day < range.end; day = day.plus({ days: 1 })) dayStarts.push(day.toMillis());
  return { dayStarts, max: DAY_MAX_EVENTS };
}

/** /calendar: day, week (default) or month in the user's time zone; ?view=, ?date= and ?event= deep-link. */
export function CalendarPage() {
  usePageTitle('Calendar');
  const vars = useThemeVars();
  const wide = Grid.useBreakpoint().lg ?? true;
  const { preferences } = usePreferences();
  const savePreferences = useUpdatePreferences();
  const zone = preferences.timeZone;
  const overlays = preferences.calendarOverlays;
  const params = useCalendarParams(zone);
  const { view, day, openEvent, show } = params;
  const range = useMemo(() => visibleRange(view, day), [view, day]);
  const events = useCalendarEvents(range);
  const sources = useCalendarSources();
  const tags = useCalendarTags();
  const mutations = useEventMutations();
  const refreshing = useMinimumVisible(events.isFetching);
  const [draft, setDraft] = useState<EventFormValues | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);

  const loaded = events.data ?? NO_EVENTS;
  const sourceMap = useMemo(() => new Map((sources.data ?? []).map((source) => [source.id, source])), [sources.data]);
  const limit = useMemo<DayLimit | undefined>(() => (view === 'month' ? monthLimit(range) : undefined), [view, range]);
  const inputs = useMemo(() => toEventInputs(loaded, sourceMap, overlays, zone, limit), [loaded, sourceMap, overlays, zone, limit]);
  const selected = loaded.find((event) => event.id === params.eventId);

  const onSelect = useCallback(
    (start: string, end: string, allDay: boolean) => setDraft(newEventValues(DateTime.fromISO(start, { zone }), DateTime.fromISO(end, { zone }), allDay)),
    [zone],
  );
  const newEvent = () => {
    const now = DateTime.now().setZone(zone);
    const start = day.hasSame(now, 'day') ? now.startOf('hour').plus({ hours: 1 }) : day.set({ hour: 9 });
    setDraft(newEventValues(start, start.plus({ hours: 1 }), false));
  };
  const { mutate: update } = mutations.update;
  const onMove = useCallback(
    ({ eventId, start, end, allDay, revert }: EventMove) => {
      const startAt = DateTime.fromISO(start, { zone });
      const endAt = end ? DateTime.fromISO(end, { zone }) : startAt.plus(allDay ? { days: 1 } : { hours: 1 });
      update({ eventId, changes: { start: toInstant(start, zone), end: endAt.toUTC().toISO() ?? undefined, allDay } }, { onError: revert });
    },
    [update, zone],
  );
  const onDayView = useCallback((date: string) => show('day', DateTime.fromISO(date, { zone })), [show, zone]);

  const panel = (
    <Flex vertical gap={24}>
      <SourcesPanel sources={sources.data} loading={sources.isPending} error={sources.error} />
      <OverlayControls overlays={overlays} onChange={(changes) => savePreferences.mutate({ calendarOverlays: changes })} />
      <TagsLegend tags={tags.data ?? []} />
    </Flex>
  );

  return (
    <Flex vertical gap={16} style={vars} data-testid="calendar-page">
      <CalendarToolbar
        view={view}
        title={rangeTitle(view, range, day)}
        refreshing={refreshing}
        onOpenPanel={wide ? undefined : () => setPanelOpen(true)}
        onToday={() => params.setDay(today(zone))}
        onStep={(direction) => params.setDay(step(view, day, direction))}
        onView={params.setView}
        onNewEvent={newEvent}
        extra={
          <>
            <TimeZoneSelect value={zone} onChange={(timeZone) => savePreferences.mutate({ timeZone })} />
            <FeedPopover />
          </>
        }
      />
      <CommandBox onOpenEvent={(event) => openEvent(event.id)} />
      <PlanProposalBanner />
      {events.error && !events.isFetching ? (
        <Alert
          type="error"
          showIcon
          title="Could not load your calendar"
          description={errorMessage(events.error)}
          action={<Button onClick={() => void events.refetch()}>Retry</Button>}
          data-testid="calendar-error"
        />
      ) : null}
      <div className={wide ? 'cal-layout' : 'cal-layout cal-narrow'}>
        {wide ? <aside aria-label="Calendars and filters">{panel}</aside> : null}
        <Flex vertical gap={8} style={{ minWidth: 0 }}>
          <Typography.Text type="secondary" style={{ minHeight: 22 }} data-testid={events.isPending ? 'calendar-loading' : inputs.length === 0 ? 'calendar-empty' : undefined}>
            {events.isPending ? 'Loading your calendar…' : inputs.length === 0 && events.data ? EMPTY_TEXT[view] : `Times in ${zone.replaceAll('_', ' ')}`}
          </Typography.Text>
          <Card styles={{ body: { padding: 0 } }} style={{ overflow: 'hidden' }}>
            <CalendarGrid view={view} day={day} zone={zone} events={inputs} onOpen={openEvent} onSelect={onSelect} onMove={onMove} onDayView={onDayView} />
          </Card>
        </Flex>
      </div>
      {wide ? null : (
        <Drawer open={panelOpen} onClose={() => setPanelOpen(false)} placement="left" size={300} title="Calendars and filters">
          {panel}
        </Drawer>
      )}
      <NewEventModal
        initial={draft}
        sources={sources.data ?? []}
        tags={tags.data ?? []}
        zone={zone}
        saving={mutations.create.isPending}
        onCreate={(input) => mutations.create.mutateAsync(input)}
        onClose={() => setDraft(null)}
      />
      <EventDrawer
        key={params.eventId ?? 'none'}
        eventId={params.eventId}
        loaded={selected}
        sources={sources.data ?? []}
        tags={tags.data ?? []}
        zone={zone}
        mutations={mutations}
        onClose={params.closeEvent}
      />
    </Flex>
  );
}
