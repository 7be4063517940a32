import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { CreateAutomationBody } from '../../../../../domain/automation/contract';
import type { AutomationDefinition } from '../../../../../domain/automation/definition';
import { createAutomation, DefinitionRejected } from '../../../api/automations';
import { useToast } from '../../../toast/useToast';
import { builderRoute } from '../automationRoutes';
import { useAutomationActions } from './useAutomationActions';

/** What the builder opens with instead of the saved definition: a draft that still has problems to fix. */
export interface BuilderLocationState {
  draft?: AutomationDefinition;
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Creates an automation and opens it in the builder. A definition with problems is not saved as a
 * version, so it travels to the builder as an unsaved draft (the API may also refuse it outright).
 */
export function useCreateAutomation(): (body: CreateAutomationBody) => Promise<void> {
  const navigate = useNavigate();
  const actions = useAutomationActions();
  const toast = useToast();
  return useCallback(
    async (body) => {
      const withZone = { timeZone: browserTimeZone(), ...body };
      let detail;
      try {
        detail = await createAutomation(withZone);
      } catch (error) {
        if (!(error instanceof DefinitionRejected) || !body.definition) throw error;
        const { definition: _refused, ...rest } = withZone;
        detail = await createAutomation(rest);
      }
      actions.remember(detail);
      const draft = body.definition && detail.currentVersion === 0 ? body.definition : undefined;
      toast.success(draft ? `${detail.name} created: fix its problems, then save it` : `${detail.name} created`);
      navigate(builderRoute(detail.id), { state: { draft } satisfies BuilderLocationState });
    },
    [actions, navigate, toast],
  );
}
