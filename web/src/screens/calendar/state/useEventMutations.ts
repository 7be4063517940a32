import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from '../../../api/ApiError';
import { createEvent, deleteEvent, resolveConflict, updateEvent, type CalendarEvent, type EventInput } from '../../../api/calendar';
import { useToast } from '../../../toast/useToast';
import { calendarKeys } from './calendarKeys';

type Snapshot = Array<[QueryKey, CalendarEvent[] | undefined]>;

/** Changes every loaded range at once, and returns what they held, for a rollback. */
async function patchRanges(client: QueryClient, change: (events: CalendarEvent[]) => CalendarEvent[]): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: calendarKeys.events() });
  const snapshot = client.getQueriesData<CalendarEvent[]>({ queryKey: calendarKeys.events() });
  client.setQueriesData<CalendarEvent[]>({ queryKey: calendarKeys.events() }, (events) => (events ? change(events) : events));
  return snapshot;
}

function restore(client: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, events] of snapshot ?? []) client.setQueryData(key, events);
}

/** Create, change (drag, resize, form), delete and resolve events; moves show at once and roll back on error. */
export function useEventMutations() {
  const client = useQueryClient();
  const toast = useToast();
  const settle = () => client.invalidateQueries({ queryKey: calendarKeys.all });

  const create = useMutation({
    mutationFn: (input: EventInput) => createEvent(input),
    onSuccess: (event) => toast.success(`“${event.title}” is on your calendar`),
    onError: (error) => toast.error(`Could not create the event: ${errorMessage(error)}`),
    onSettled: settle,
  });

  const update = useMutation({
    mutationFn: ({ eventId, changes }: { eventId: string; changes: Partial<EventInput> }) => updateEvent(eventId, changes),
    onMutate: async ({ eventId, changes }) => ({
      snapshot: await patchRanges(client, (events) =>
        events.map((event) => (event.id === eventId ? ({ ...event, ...changes, tags: changes.tags ?? event.tags } as CalendarEvent) : event)),
      ),
    }),
    onError: (error, _variables, context) => {
      restore(client, context?.snapshot);
      toast.error(`Could not change the event: ${errorMessage(error)}`);
    },
    onSuccess: (event) => client.setQueryData(calendarKeys.event(event.id), event),
    onSettled: settle,
  });

  const remove = useMutation({
    mutationFn: (eventId: string) => deleteEvent(eventId),
    onMutate: async (eventId) => ({
      snapshot: await patchRanges(client, (events) => events.filter((event) => event.id !== eventId && event.seriesId !== eventId)),
    }),
    onError: (error, _eventId, context) => {
      restore(client, context?.snapshot);
      toast.error(`Could not delete the event: ${errorMessage(error)}`);
    },
    onSuccess: () => toast.success('Event deleted'),
    onSettled: settle,
  });

  const resolve = useMutation({
    mutationFn: ({ eventId, decision }: { eventId: string; decision: 'accept' | 'dismiss' }) => resolveConflict(eventId, decision),
    onSuccess: (_event, { decision }) => toast.success(decision === 'accept' ? 'The notice’s version is on your calendar' : 'Your version is kept'),
    onError: (error) => toast.error(`Could not resolve the difference: ${errorMessage(error)}`),
    onSettled: settle,
  });

  return { create, update, remove, resolve };
}
