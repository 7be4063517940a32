import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Flex } from 'antd';
import type { AutomationDetail, RunSummary } from '../../../../../domain/automation/contract';
import type { AutomationDefinition } from '../../../../../domain/automation/definition';
import type { Agent } from '../../../../../domain/agents/types';
import { AutomationEditor } from '../editor/AutomationEditor';
import { runRoute } from '../automationRoutes';
import { RunDialog } from '../runs/RunDialog';
import { RunHistoryDrawer } from '../runs/RunHistoryDrawer';
import { TriggerInfo } from '../trigger/TriggerInfo';
import { VersionsDrawer } from '../versions/VersionsDrawer';
import type { BuilderDraft } from '../state/draftApi';
import { BuilderHeader } from './BuilderHeader';
import { BuilderToolbar } from './BuilderToolbar';
import { useBuilder } from './useBuilder';
import { useLeaveGuard } from './useLeaveGuard';
import { useSaveShortcut } from './useSaveShortcut';

type Panel = 'run' | 'versions' | 'runs' | null;

const noAgents: readonly Agent[] = [];

interface BuilderWorkspaceProps {
  detail: AutomationDetail;
  draft: AutomationDefinition | undefined;
  /** The draft kept from the last visit, if any. */
  savedDraft: BuilderDraft | null;
  agents: readonly Agent[] | undefined;
}

/** Header, trigger details, the canvas with its toolbar, and the run, version and history panels. */
export function BuilderWorkspace({ detail, draft, savedDraft, agents }: BuilderWorkspaceProps) {
  const builder = useBuilder(detail, draft, agents, savedDraft);
  const { state, send, automation, problems, dirty, save, autosave, restoredDraft } = builder;
  const { context } = state;
  const navigate = useNavigate();
  const [panel, setPanel] = useState<Panel>(null);

  // Ctrl+S publishes a valid drawing and keeps an unfinished one as the draft.
  useSaveShortcut(() => void (state.can({ type: 'SAVE' }) ? save() : autosave.saveNow()));
  // The draft is saved as the page goes; only a draft that could not be saved is worth a question.
  useLeaveGuard(dirty && autosave.status === 'error' && !state.matches('running'), automation.name);

  const started = (run: RunSummary) => {
    setPanel(null);
    send({ type: 'RUN_STARTED', runId: run.id });
    navigate(runRoute(automation.id, run.id));
  };

  return (
    <Flex vertical gap={12} className="automation-canvas-page" data-testid="automation-builder">
      <BuilderHeader builder={builder} />
      {context.error ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => send({ type: 'DISMISS' }) }}
          title="The automation was not saved"
          description={context.serverProblems.length ? `${context.error} The problems are marked on the steps.` : context.error}
          data-testid="builder-save-error"
        />
      ) : null}
      {restoredDraft && dirty ? (
        <Alert
          type="info"
          showIcon
          closable
          title={`Your draft from ${new Date(restoredDraft.savedAt).toLocaleString()} is open.`}
          description={
            automation.currentVersion > 0
              ? `It is not running: version ${automation.currentVersion} keeps running until you publish the draft.`
              : 'A draft never runs: publish it once it has no problems left.'
          }
          data-testid="builder-draft-restored"
        />
      ) : null}
      <TriggerInfo automation={automation} />
      <div className="automation-canvas">
        <AutomationEditor
          key={context.loadCount}
          initialDefinition={context.opened}
          onChange={(definition) => send({ type: 'EDIT', definition })}
          problems={problems}
          agents={agents ?? noAgents}
          readOnly={state.hasTag('readOnly')}
          toolbarExtra={<BuilderToolbar builder={builder} onRun={() => setPanel('run')} onVersions={() => setPanel('versions')} onRuns={() => setPanel('runs')} />}
        />
      </div>
      <RunDialog open={panel === 'run'} automationId={automation.id} definition={context.savedDefinition} onClose={() => setPanel(null)} onStarted={started} />
      <VersionsDrawer open={panel === 'versions'} builder={builder} onClose={() => setPanel(null)} />
      <RunHistoryDrawer open={panel === 'runs'} automationId={automation.id} onClose={() => setPanel(null)} />
    </Flex>
  );
}
