import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { AutomationDetail } from '../../../../../domain/automation/contract';
import type { AutomationDefinition } from '../../../../../domain/automation/definition';
import type { ValidateOptions } from '../../../../../domain/automation/validate-context';
import type { Agent } from '../../../../../domain/agents/types';
import { errorMessage } from '../../../api/ApiError';
import { DefinitionRejected, restoreVersion, saveVersion } from '../../../api/automations';
import { queryClient } from '../../../data/queryClient';
import { useToast } from '../../../toast/useToast';
import { automationKeys } from '../state/keys';
import { useAutomationActions } from '../state/useAutomationActions';
import { sameValue } from '../../../../../domain/automation/diff';
import { type BuilderDraft } from '../state/draftApi';
import { useDraftAutosave } from './useDraftAutosave';
import { builderMachine, hasUnsavedChanges, shownProblems } from './builderMachine';

/** What validation knows of the user's agents; nothing while they load (the agent checks run once they are in). */
function optionsOf(agents: readonly Agent[] | undefined): ValidateOptions {
  if (!agents) return {};
  return {
    knownAgentIds: agents.map((agent) => agent.id),
    agentCapabilities: Object.fromEntries(agents.map((agent) => [agent.id, agent.capabilities])),
  };
}

/**
 * The builder's machine with the requests it stands for: saving a version, restoring one. The header's
 * automation (name, status, version) follows every reply.
 */
export function useBuilder(detail: AutomationDetail, draft: AutomationDefinition | undefined, agents: readonly Agent[] | undefined, savedDraft: BuilderDraft | null = null) {
  const toast = useToast();
  const actions = useAutomationActions();
  const [automation, setAutomation] = useState(detail);
  // The draft kept from the last visit wins over the drawing the automation was created from.
  const opening = savedDraft?.definition ?? draft ?? detail.definition;
  const [state, send, actor] = useMachine(builderMachine, {
    input: { definition: opening, savedDefinition: detail.definition, version: detail.currentVersion, options: optionsOf(agents) },
  });
  const [restoredDraft] = useState(() => (savedDraft && !sameValue(savedDraft.definition, detail.definition) ? savedDraft : null));
  const autosave = useDraftAutosave(detail.id, state.context.definition, hasUnsavedChanges(state.context), state.matches('running') || state.matches('saving'), savedDraft);
  const options = useMemo(() => optionsOf(agents), [agents]);

  useEffect(() => {
    send({ type: 'AGENTS', options });
  }, [options, send]);

  const changed = useCallback(
    (next: AutomationDetail) => {
      setAutomation(next);
      actions.remember(next);
      void queryClient.invalidateQueries({ queryKey: automationKeys.versions(next.id) });
    },
    [actions],
  );

  const save = useCallback(
    async (note?: string) => {
      if (!actor.getSnapshot().can({ type: 'SAVE' })) return;
      send({ type: 'SAVE' });
      const definition = actor.getSnapshot().context.pendingSave!;
      try {
        const reply = await saveVersion(detail.id, note ? { definition, note } : { definition });
        send({ type: 'SAVED', version: reply.version.version });
        changed(reply.automation);
        toast.success(`Published as version ${reply.version.version}`);
      } catch (error) {
        const problems = error instanceof DefinitionRejected ? error.problems : [];
        send({ type: 'SAVE_FAILED', message: errorMessage(error), problems });
      }
    },
    [actor, changed, detail.id, send, toast],
  );

  /** Back to the published version: the draft is dropped. */
  const discard = useCallback(async () => {
    send({ type: 'LOADED', definition: automation.definition, version: automation.currentVersion });
    await autosave.forget();
    toast.info(automation.currentVersion > 0 ? `Draft discarded: back to version ${automation.currentVersion}` : 'Draft discarded');
  }, [autosave, automation.currentVersion, automation.definition, send, toast]);

  const restore = useCallback(
    async (version: number) => {
      try {
        const reply = await restoreVersion(detail.id, version);
        send({ type: 'LOADED', definition: reply.version.definition, version: reply.version.version });
        changed(reply.automation);
        toast.success(`Version ${version} restored as version ${reply.version.version}`);
      } catch (error) {
        // A version that no longer validates (e.g. its agent was deleted) names what is wrong.
        const problems = error instanceof DefinitionRejected ? error.problems.map((problem) => problem.message).join(' ') : '';
        toast.error(`Could not restore version ${version}: ${errorMessage(error)}${problems ? ` ${problems}` : ''}`);
      }
    },
    [changed, detail.id, send, toast],
  );

  const { context } = state;
  return {
    state,
    send,
    automation,
    setAutomation: changed,
    save,
    restore,
    discard,
    autosave,
    restoredDraft,
    problems: useMemo(() => shownProblems(context), [context]),
    dirty: hasUnsavedChanges(context),
  };
}

export type Builder = ReturnType<typeof useBuilder>;
