import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from '../../../api/ApiError';
import { acceptChain, dismissChain, type WaitingChains } from '../../../api/deadlines';
import type { Dashboard } from '../../../api/dashboard';
import { useToast } from '../../../toast/useToast';
import { dashboardKeys } from '../../dashboard/dashboardKeys';
import { deadlineKeys } from './deadlineKeys';
import { invalidateAfterDecision } from './invalidateAfterDecision';

type Snapshot = Array<[QueryKey, unknown]>;

const without = (chainId: string) => ({
  waiting: (data: WaitingChains | undefined) => (data ? { count: Math.max(0, data.count - 1), chains: data.chains.filter((chain) => chain.id !== chainId) } : data),
  dashboard: (data: Dashboard | undefined) =>
    data
      ? {
          ...data,
          deadlinesToReview: {
            count: Math.max(0, data.deadlinesToReview.count - 1),
            items: data.deadlinesToReview.items.filter((chain) => chain.id !== chainId),
          },
        }
      : data,
});

/**
 * Accepting or declining a whole waiting chain from a review list (dashboard, Audit Queue), through the
 * same API as the hearing's drawer. The chain leaves the lists at once and comes back if the server refuses.
 */
export function useReviewDecisions() {
  const client = useQueryClient();
  const toast = useToast();

  const hide = async (chainId: string): Promise<Snapshot> => {
    const keys = [deadlineKeys.waiting(), dashboardKeys.all];
    await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
    const snapshot: Snapshot = keys.map((key) => [key, client.getQueryData(key)]);
    client.setQueryData<WaitingChains>(deadlineKeys.waiting(), without(chainId).waiting);
    client.setQueryData<Dashboard>(dashboardKeys.all, without(chainId).dashboard);
    return snapshot;
  };
  const restore = (snapshot: Snapshot | undefined) => snapshot?.forEach(([key, data]) => client.setQueryData(key, data));
  const settle = () => invalidateAfterDecision(client);

  const accept = useMutation({
    mutationFn: (chainId: string) => acceptChain(chainId, {}),
    onMutate: hide,
    onSuccess: () => toast.success('Accepted: the deadlines are on your calendar and in your tasks'),
    onError: (error, _chainId, snapshot) => {
      restore(snapshot);
      toast.error(`Could not accept the deadlines: ${errorMessage(error)}`);
    },
    onSettled: settle,
  });
  const decline = useMutation({
    mutationFn: (chainId: string) => dismissChain(chainId),
    onMutate: hide,
    onSuccess: () => toast.success('Declined: nothing was added to your calendar'),
    onError: (error, _chainId, snapshot) => {
      restore(snapshot);
      toast.error(`Could not decline the deadlines: ${errorMessage(error)}`);
    },
    onSettled: settle,
  });
  return { accept, decline };
}

export type ReviewDecisions = ReturnType<typeof useReviewDecisions>;
