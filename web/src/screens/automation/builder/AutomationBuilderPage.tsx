import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button, Card, Result, Skeleton } from 'antd';
import type { AutomationDetail } from '../../../../../domain/automation/contract';
import { ApiError, errorMessage } from '../../../api/ApiError';
import { fetchAutomation } from '../../../api/automations';
import { useUserCache } from '../../../data/useUserCache';
import { usePageTitle } from '../../../navigation/usePageTitle';
import { useThemeVars } from '../../../theme/useThemeVars';
import { useAgents } from '../../agents/state/useAgents';
import { AUTOMATION_ROUTE } from '../automationRoutes';
import type { BuilderLocationState } from '../state/useCreateAutomation';
import { fetchDraft, type BuilderDraft } from '../state/draftApi';
import { BuilderWorkspace } from './BuilderWorkspace';
import '../automation.css';

/**
 * /automation/:automationId: the automation on the canvas. It is loaded afresh on every visit, so the
 * canvas opens on the draft kept from the last visit, else on the current version (or on the drawing it
 * was created from).
 */
export function AutomationBuilderPage() {
  usePageTitle('Automation builder');
  useUserCache();
  const vars = useThemeVars();
  const { automationId = '' } = useParams();
  const location = useLocation();
  const draft = (location.state as BuilderLocationState | null)?.draft;
  const agents = useAgents();
  const [detail, setDetail] = useState<AutomationDetail | null>(null);
  const [savedDraft, setSavedDraft] = useState<BuilderDraft | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    // The automation and its draft (kept from the last visit) come together: the canvas opens on the draft.
    Promise.all([fetchAutomation(automationId, controller.signal), fetchDraft(automationId, controller.signal)]).then(
      ([loaded, draft]) => {
        setSavedDraft(draft);
        setDetail(loaded);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(error);
      },
    );
    return () => controller.abort();
  }, [automationId, attempt]);

  if (failure) {
    const missing = failure instanceof ApiError && failure.status === 404;
    return (
      <Card variant="borderless">
        <Result
          status={missing ? '404' : 'error'}
          title={missing ? 'This automation does not exist' : 'Could not load the automation'}
          subTitle={missing ? 'It may have been deleted.' : errorMessage(failure)}
          extra={
            <>
              {missing ? null : (
                <Button
                  onClick={() => {
                    setFailure(null);
                    setAttempt((count) => count + 1);
                  }}
                >
                  Try again
                </Button>
              )}
              <Link to={AUTOMATION_ROUTE}>All automations</Link>
            </>
          }
          data-testid="builder-error"
        />
      </Card>
    );
  }
  if (!detail) {
    return (
      <Card data-testid="builder-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return (
    <div style={vars} className="automation-screen">
      <BuilderWorkspace key={detail.id} detail={detail} draft={detail.currentVersion === 0 && !savedDraft ? draft : undefined} savedDraft={savedDraft} agents={agents.data} />
    </div>
  );
}
