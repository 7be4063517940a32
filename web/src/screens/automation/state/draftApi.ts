import type { AutomationDefinition } from '../../../../../domain/automation/definition';
import type { ValidationProblem } from '../../../../../domain/automation/validate-context';
import { apiRequest } from '../../../api/client';

/** The builder's draft as the API keeps it: possibly invalid, never run. */
export interface BuilderDraft {
  definition: AutomationDefinition;
  /** What publishing it would refuse for (the server's validation). */
  problems: ValidationProblem[];
  savedAt: string;
  baseVersion: number;
}

const draftPath = (automationId: string) => `/api/automations/${encodeURIComponent(automationId)}/draft`;

export async function fetchDraft(automationId: string, signal?: AbortSignal): Promise<BuilderDraft | null> {
  const reply = await apiRequest<{ draft: BuilderDraft | null }>(draftPath(automationId), signal ? { signal } : {});
  return reply.draft;
}

export async function saveDraft(automationId: string, definition: AutomationDefinition): Promise<BuilderDraft> {
  const reply = await apiRequest<{ draft: BuilderDraft }>(draftPath(automationId), { method: 'PUT', body: { definition } });
  return reply.draft;
}

export async function discardDraft(automationId: string): Promise<void> {
  await apiRequest<void>(draftPath(automationId), { method: 'DELETE' });
}

/** The last save as the page goes away (tab closed, reload): `keepalive` lets it finish after the page is gone. */
export function saveDraftOnExit(automationId: string, definition: AutomationDefinition): void {
  void fetch(draftPath(automationId), {
    method: 'PUT',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify({ definition }),
    keepalive: true,
  }).catch(() => undefined);
}
