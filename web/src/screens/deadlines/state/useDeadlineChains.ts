import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from '../../../api/ApiError';
import { acceptChain, decideReschedule, dismissChain, editDeadlineDate, fetchChainChanges, fetchChainsForEvent, fetchChainsForNotice, type AcceptInput, type DeadlineChain } from '../../../api/deadlines';
import { invalidateAfterDecision } from './invalidateAfterDecision';
import { useToast } from '../../../toast/useToast';
import { deadlineKeys } from './deadlineKeys';

/** A continuance analysed meanwhile arrives as a live `deadlines.changed` or `calendar.changed`: no polling. */
export function useChainsForEvent(eventId: string) {
  return useQuery({ queryKey: deadlineKeys.forEvent(eventId), queryFn: ({ signal }) => fetchChainsForEvent(eventId, signal), staleTime: 0 });
}

/** The chains proposed from one analysed notice; decided elsewhere, they follow through `deadlines.changed`. */
export function useChainsForNotice(accountId: string, messageId: string) {
  return useQuery({ queryKey: deadlineKeys.forNotice(accountId, messageId), queryFn: ({ signal }) => fetchChainsForNotice(accountId, messageId, signal), staleTime: 0 });
}

export function useChainChanges(chainId: string, enabled: boolean) {
  return useQuery({ queryKey: deadlineKeys.changes(chainId), queryFn: ({ signal }) => fetchChainChanges(chainId, signal), enabled });
}

/**
 * A person's decisions on the chains of one list (a hearing event's, or a notice's: `listKey`). Each answers
 * the chain as it now is, which replaces it in that list; every other place that shows chains (the
 * dashboard, the Audit Queue and its badge), and the calendar, tasks and plans they touch, are fetched again.
 */
export function useChainDecisions(listKey: QueryKey) {
  const client = useQueryClient();
  const toast = useToast();
  const put = (chain: DeadlineChain) => client.setQueryData<DeadlineChain[]>(listKey, (chains) => chains?.map((each) => (each.id === chain.id ? chain : each)));
  const settle = () => invalidateAfterDecision(client);
  const failed = (what: string) => (error: unknown) => toast.error(`Could not ${what}: ${errorMessage(error)}`);

  const accept = useMutation({
    mutationFn: ({ chainId, input }: { chainId: string; input: AcceptInput }) => acceptChain(chainId, input),
    onSuccess: (chain) => {
      put(chain);
      toast.success('Accepted: the deadlines are on your calendar and in your tasks');
    },
    onError: failed('accept the deadlines'),
    onSettled: settle,
  });
  const dismiss = useMutation({
    mutationFn: ({ chainId, ruleIds }: { chainId: string; ruleIds?: string[] }) => dismissChain(chainId, ruleIds),
    onSuccess: put,
    onError: failed('decline'),
    onSettled: settle,
  });
  const reschedule = useMutation({
    mutationFn: ({ chainId, decision }: { chainId: string; decision: 'apply' | 'discard' }) => decideReschedule(chainId, decision),
    onSuccess: (chain, { decision }) => {
      put(chain);
      toast.success(decision === 'apply' ? 'The deadlines moved with the hearing' : 'The deadlines keep their dates');
    },
    onError: failed('change the deadlines'),
    onSettled: settle,
  });
  const edit = useMutation({
    mutationFn: ({ deadlineId, dueDate }: { deadlineId: string; dueDate: string }) => editDeadlineDate(deadlineId, dueDate),
    onSuccess: () => toast.success('Date changed; it stays when the hearing moves'),
    onError: failed('change the date'),
    onSettled: settle,
  });
  return { accept, dismiss, reschedule, edit };
}

export type ChainDecisions = ReturnType<typeof useChainDecisions>;
