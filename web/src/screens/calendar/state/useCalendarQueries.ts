import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchEvent, fetchEvents, fetchSources, fetchTags } from '../../../api/calendar';
import { calendarKeys } from './calendarKeys';
import type { VisibleRange } from './calendarRange';

/** Seed 000 §9: the calendar's refresh indicator. */
export const REFRESH_INDICATOR_MS = 500;

/**
 * The events overlapping the range; the previous range's events stay on screen while the next loads. A
 * change made elsewhere (a continuance, another tab) arrives as a live `calendar.changed`: no polling.
 */
export function useCalendarEvents(range: VisibleRange) {
  const timeMin = range.start.toUTC().toISO() ?? '';
  const timeMax = range.end.toUTC().toISO() ?? '';
  return useQuery({
    queryKey: calendarKeys.range(timeMin, timeMax),
    queryFn: ({ signal }) => fetchEvents(timeMin, timeMax, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}

/** One event by id, for the detail of an event outside the loaded range (or a series behind an occurrence). */
export function useCalendarEvent(eventId: string | null) {
  return useQuery({
    queryKey: calendarKeys.event(eventId ?? ''),
    queryFn: ({ signal }) => fetchEvent(eventId ?? '', signal),
    enabled: eventId !== null,
  });
}

export function useCalendarSources() {
  return useQuery({ queryKey: calendarKeys.sources(), queryFn: ({ signal }) => fetchSources(signal), staleTime: 60_000 });
}

export function useCalendarTags() {
  return useQuery({ queryKey: calendarKeys.tags(), queryFn: ({ signal }) => fetchTags(signal), staleTime: 5 * 60_000 });
}

/** True while `busy`, and for at least `minimumMs` once it turned true, so a quick refresh is still seen. */
export function useMinimumVisible(busy: boolean, minimumMs = REFRESH_INDICATOR_MS): boolean {
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!busy) return;
    clearTimeout(timer.current);
    setHolding(true);
    timer.current = setTimeout(() => setHolding(false), minimumMs);
  }, [busy, minimumMs]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return busy || holding;
}
