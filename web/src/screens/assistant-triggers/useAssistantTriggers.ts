import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateAssistantTriggerBody } from '../../../../domain/assistant-triggers/views';
import { createAssistantTrigger, fetchAssistantChoices, fetchAssistantTriggers, setAssistantTriggerEnabled } from '../../api/assistantTriggers';

export const assistantTriggerKeys = {
  all: ['assistant-triggers'] as const,
  list: () => [...assistantTriggerKeys.all, 'list'] as const,
  assistants: () => [...assistantTriggerKeys.all, 'assistants'] as const,
};

/** A run's answer appears when its automation run changes (a live `run.changed`): no polling. */
export function useAssistantTriggers() {
  return useQuery({
    queryKey: assistantTriggerKeys.list(),
    queryFn: ({ signal }) => fetchAssistantTriggers(signal),
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
