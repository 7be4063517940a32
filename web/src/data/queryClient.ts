import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError';
import { monitoredMutationCache, monitoredQueryCache } from '../errors/monitor/capture';

/**
 * Server state for the screens built on TanStack Query: answers are fresh for 15 s, refetched when
 * the window regains focus, and a request the server refused (4xx) is not retried.
 */
export const queryClient = new QueryClient({
  queryCache: monitoredQueryCache(), mutationCache: monitoredMutationCache(),
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: true,
      retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});
