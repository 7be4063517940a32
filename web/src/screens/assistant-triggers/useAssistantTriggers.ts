import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateAssistantTriggerBody } from '../../../../domain/assistant-triggers/views';
import { createAssistantTrigger, fetchAssistantChoices, fetchAssistantTriggers, setAssistantTriggerEnabled } from '../../api/assistantTriggers';

export const assistantTriggerKeys = {
  all: ['assistant-triggers'] as const,
  list: () => [...assistantTriggerKeys.all, 'list'] as const,
  assistants: () => [...assistantTriggerKeys.all, 'assistants'] as const,
};

/** While a run is under way the list refreshes every 3 s, so its answer appears; otherwise every 30 s. */
const LIVE_MS = 3_000;
const IDLE_MS = 30_000;

export function useAssistantTriggers() {
  return useQuery({
    queryKey: assistantTriggerKeys.list(),
    queryFn: ({ signal }) => fetchAssistantTriggers(signal),
    refetchInterval: (query) => (query.state.data?.some((trigger) => trigger.recentRuns.some((run) => run.status === 'running')) ? LIVE_MS : IDLE_MS),
  });
}

export function useAssistantChoices() {
  return useQuery({ queryKey: assistantTriggerKeys.assistants(), queryFn: ({ signal }) => fetchAssistantChoices(signal), staleTime: 60_000 });
}

export function useCreateAssistantTrigger() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAssistantTriggerBody) => createAssistantTrigger(body),
    onSettled: () => client.invalidateQueries({ queryKey: assistantTriggerKeys.list() }),
  });
}

export function useSetTriggerEnabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ automationId, enabled }: { automationId: string; enabled: boolean }) => setAssistantTriggerEnabled(automationId, enabled),
    onSettled: () => client.invalidateQueries({ queryKey: assistantTriggerKeys.list() }),
  });
}
