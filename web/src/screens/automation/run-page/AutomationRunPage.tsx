import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Card, Collapse, Flex, Result, Skeleton } from 'antd';
import { ApiError, errorMessage } from '../../../api/ApiError';
import { useUserCache } from '../../../data/useUserCache';
import { usePageTitle } from '../../../navigation/usePageTitle';
import { useThemeVars } from '../../../theme/useThemeVars';
import { useAgents } from '../../agents/state/useAgents';
import { AUTOMATION_ROUTE, runRoute } from '../automationRoutes';
import { AutomationEditor } from '../editor/AutomationEditor';
import { useAutomations } from '../state/useAutomations';
import { ApprovalNotice } from './ApprovalNotice';
import { RunHeader } from './RunHeader';
import { RunSteps } from './RunSteps';
import { isLive, useRunWatch } from './useRunWatch';
import '../automation.css';

const ignore = () => {};
const noProblems: never[] = [];

/** /automation/:automationId/runs/:runId: one run on the canvas of the version it ran, live while it runs. */
export function AutomationRunPage() {
  usePageTitle('Automation run');
  useUserCache();
  const vars = useThemeVars();
  const navigate = useNavigate();
  const { automationId = '', runId = '' } = useParams();
  const { run, error, setRun } = useRunWatch(runId);
  const agents = useAgents().data ?? [];
  const automationName = useAutomations().data?.find((automation) => automation.id === run?.automationId)?.name;

  // A link may name the wrong automation (e.g. a run a rule started elsewhere): the run decides.
  useEffect(() => {
    if (run && run.automationId !== automationId) navigate(runRoute(run.automationId, run.id), { replace: true });
  }, [run, automationId, navigate]);

  if (!run) {
    if (error) {
      const missing = error instanceof ApiError && error.status === 404;
      return (
        <Card variant="borderless">
          <Result
            status={missing ? '404' : 'error'}
            title={missing ? 'This run does not exist' : 'Could not load the run'}
            subTitle={missing ? 'It may have been deleted with its automation.' : errorMessage(error)}
            extra={<Link to={AUTOMATION_ROUTE}>All automations</Link>}
            data-testid="run-error"
          />
        </Card>
      );
    }
    return (
      <Card data-testid="run-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  const live = isLive(run);
  const failedNode = run.failedNodeId ? run.definition.nodes.find((node) => node.id === run.failedNodeId) : undefined;
  const failure = run.progress.error ?? run.error;

  return (
    <Flex vertical gap={12} style={vars} className="automation-screen automation-canvas-page" data-testid="automation-run" data-run-status={run.progress.status}>
      <RunHeader run={run} automationName={automationName} live={live} stale={error !== null} onChanged={(summary) => setRun({ ...run, ...summary })} />
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failedNode ? `“${failedNode.name}” failed` : 'The run failed'}
          description={failure}
          data-testid="run-failure"
        />
      ) : null}
      <ApprovalNotice progress={run.progress} definition={run.definition} />
      <div className="automation-canvas">
        <AutomationEditor key={run.id} initialDefinition={run.definition} onChange={ignore} problems={noProblems} agents={agents} runStates={run.progress.nodes} readOnly />
      </div>
      <Collapse size="small" items={[{ key: 'steps', label: 'Steps in detail', children: <RunSteps nodes={run.definition.nodes} progress={run.progress} /> }]} />
    </Flex>
  );
}
