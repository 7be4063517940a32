import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptPlan, dismissPlan, fetchLatestPlan, requestPlan, type TimeBlockPlan } from '../../../api/planning';
import { errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import { calendarKeys } from '../../calendar/state/calendarKeys';
import { planningKeys } from './planningKeys';

/** A plan that finishes computing (its row changes) arrives as a live `planning.changed`: no polling. */
export function useLatestPlan() {
  return useQuery({
    queryKey: planningKeys.latest(),
    queryFn: ({ signal }) => fetchLatestPlan(signal),
  });
}

export function usePlanActions() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const show = (plan: TimeBlockPlan) => queryClient.setQueryData(planningKeys.latest(), plan);

  const create = useMutation({
    mutationFn: requestPlan,
    onSuccess: show,
    onError: (error) => toast.error(`Could not plan your focus time: ${errorMessage(error)}`),
  });
  const accept = useMutation({
    mutationFn: (planId: string) => acceptPlan(planId),
    onSuccess: ({ plan, events }) => {
      show(plan);
      toast.success(`${events.length} focus block${events.length === 1 ? '' : 's'} added to your calendar.`);
    },
    onError: (error) => toast.error(`Could not accept the plan: ${errorMessage(error)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events() }),
  });
  const dismiss = useMutation({
    mutationFn: (planId: string) => dismissPlan(planId),
    onSuccess: () => toast.info('Plan dismissed.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planningKeys.latest() }),
    onError: (error) => toast.error(`Could not dismiss the plan: ${errorMessage(error)}`),
  });
  return { create, accept, dismiss };
}
