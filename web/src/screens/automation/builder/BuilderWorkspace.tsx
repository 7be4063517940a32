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
  agents: readonly Agent[] | undefined;
}

/** Header, trigger details, the canvas with its toolbar, and the run, version and history panels. */
export function BuilderWorkspace({ detail, draft, agents }: BuilderWorkspaceProps) {
  const builder = useBuilder(detail, draft, agents);
  const { state, send, automation, problems, dirty, save } = builder;
  const { context } = state;
  const navigate = useNavigate();
  const [panel, setPanel] = useState<Panel>(null);

  useSaveShortcut(() => void save());
  useLeaveGuard(dirty && !state.matches('running'), automation.name);

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
