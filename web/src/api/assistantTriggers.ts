import type { AssistantView } from '../../../domain/assistants/views';
import type { AssistantTriggerView, CreateAssistantTriggerBody, CreatedAssistantTrigger } from '../../../domain/assistant-triggers/views';
import { ApiError } from './ApiError';
import { apiRequest } from './client';

/** The assistant-triggers API (domain/assistant-triggers/views.ts), and the assistants a trigger can ask. */

export async function fetchAssistantTriggers(signal?: AbortSignal): Promise<AssistantTriggerView[]> {
  const reply = await apiRequest<{ triggers: AssistantTriggerView[] }>('/api/assistant-triggers', signal ? { signal } : {});
  return reply.triggers;
}

export function createAssistantTrigger(body: CreateAssistantTriggerBody): Promise<CreatedAssistantTrigger> {
  return apiRequest<CreatedAssistantTrigger>('/api/assistant-triggers', { method: 'POST', body });
}

/** Switches a trigger on or off: the automation's own status. */
export async function setAssistantTriggerEnabled(automationId: string, enabled: boolean): Promise<void> {
  await apiRequest(`/api/automations/${encodeURIComponent(automationId)}`, { method: 'PATCH', body: { status: enabled ? 'active' : 'inactive' } });
}

export type AssistantChoice = Pick<AssistantView, 'id' | 'name' | 'description'>;

/** The user's active assistants; none when the workspace has no assistants yet (the route is absent). */
export async function fetchAssistantChoices(signal?: AbortSignal): Promise<AssistantChoice[]> {
  try {
    const reply = await apiRequest<{ assistants: AssistantView[] }>('/api/assistants', signal ? { signal } : {});
    return reply.assistants.map(({ id, name, description }) => ({ id, name, description }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}
