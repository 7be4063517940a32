import { TechnicalDetails } from '../TechnicalDetails';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Popconfirm, Space } from 'antd';
import { RedoOutlined, StopOutlined } from '@ant-design/icons';
import type { RunSummary } from '../../../../../domain/automation/contract';
import { errorMessage } from '../../../api/ApiError';
import { cancelRun, retryRun, type RetryFrom } from '../../../api/automations';
import { useToast } from '../../../toast/useToast';
import { runRoute } from '../automationRoutes';

interface RunActionsProps {
  run: RunSummary;
  size?: 'small' | 'middle';
  /** The run as the server answered after a cancel. */
  onChanged?(run: RunSummary): void;
}

/** Cancel while it runs; after a failure, retry from the start or from the failed step; the engine's view of the run under "Technical details". */
export function RunActions({ run, size = 'middle', onChanged }: RunActionsProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState<'cancel' | RetryFrom | null>(null);

  const cancel = async () => {
    setBusy('cancel');
    try {
      onChanged?.(await cancelRun(run.id));
      toast.info('The run is being cancelled');
    } catch (error) {
      toast.error(`Could not cancel the run: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const retry = async (from: RetryFrom) => {
    setBusy(from);
    try {
      const next = await retryRun(run.id, from);
      navigate(runRoute(next.automationId, next.id));
    } catch (error) {
      toast.error(`Could not retry the run: ${errorMessage(error)}`);
      setBusy(null);
    }
  };

  return (
    <Space size={4} wrap onClick={(event) => event.stopPropagation()}>
      {run.status === 'running' ? (
        <Popconfirm title="Cancel this run?" description="Steps already done stay done." okText="Cancel run" okButtonProps={{ danger: true }} cancelText="Keep running" onConfirm={() => void cancel()}>
          <Button size={size} danger icon={<StopOutlined />} loading={busy === 'cancel'} data-testid="run-cancel">
            Cancel
          </Button>
        </Popconfirm>
      ) : null}
      {run.status === 'failed' ? (
        <>
          <Button size={size} icon={<RedoOutlined />} loading={busy === 'start'} disabled={busy !== null} onClick={() => void retry('start')} data-testid="run-retry-start">
            Retry from start
          </Button>
          {run.failedNodeId ? (
            <Button size={size} icon={<RedoOutlined />} loading={busy === 'failed_step'} disabled={busy !== null} onClick={() => void retry('failed_step')} data-testid="run-retry-failed">
              Retry from failed step
            </Button>
          ) : null}
        </>
      ) : null}
      <TechnicalDetails workflowUrl={run.workflowUrl} workflowId={run.workflowId} linkTestId="run-temporal-link" testId="run-technical" />
    </Space>
  );
}
