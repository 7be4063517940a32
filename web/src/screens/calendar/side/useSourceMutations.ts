import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../api/ApiError';
import { createSource, deleteSource, updateSource, type CalendarSource } from '../../../api/calendar';
import { useToast } from '../../../toast/useToast';
import { calendarKeys } from '../state/calendarKeys';

/** Show or hide a calendar (at once, undone on error), add one, delete a custom one. */
export function useSourceMutations() {
  const client = useQueryClient();
  const toast = useToast();
  const key = calendarKeys.sources();

  const setVisible = useMutation({
    mutationFn: ({ sourceId, visible }: { sourceId: string; visible: boolean }) => updateSource(sourceId, { visible }),
    onMutate: async ({ sourceId, visible }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<CalendarSource[]>(key);
      client.setQueryData<CalendarSource[]>(key, (sources) => sources?.map((source) => (source.id === sourceId ? { ...source, visible } : source)));
      return { previous };
    },
    onError: (error, _variables, context) => {
      client.setQueryData(key, context?.previous);
      toast.error(`Could not change the calendar: ${errorMessage(error)}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });

  const add = useMutation({
    mutationFn: (input: { name: string; color: string }) => createSource(input),
    onSuccess: (source) => toast.success(`Calendar “${source.name}” added`),
    onError: (error) => toast.error(`Could not add the calendar: ${errorMessage(error)}`),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });

  const remove = useMutation({
    mutationFn: (sourceId: string) => deleteSource(sourceId),
    onSuccess: () => toast.success('Calendar deleted; its events are now on My Calendar'),
    onError: (error) => toast.error(`Could not delete the calendar: ${errorMessage(error)}`),
    // Its events moved to My Calendar: they are read again too.
    onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });

  return { setVisible, add, remove };
}
