import { useQuery } from '@tanstack/react-query';
import { fetchWaitingChains } from '../../../api/deadlines';
import { deadlineKeys } from './deadlineKeys';

/** Chains waiting for the person; a chain proposed or decided anywhere arrives as a live `deadlines.changed`. */
export function useWaitingChains() {
  return useQuery({ queryKey: deadlineKeys.waiting(), queryFn: ({ signal }) => fetchWaitingChains(signal) });
}
