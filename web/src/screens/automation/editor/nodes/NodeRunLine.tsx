import type { ReactNode } from 'react';
import { CheckCircleFilled, ClockCircleOutlined, CloseCircleFilled, LoadingOutlined, MinusCircleOutlined, UserOutlined } from '@ant-design/icons';
import type { NodeRunStatus } from '../../../../../../domain/automation/run-state';
import type { NodeRunView } from '../model/flowTypes';
import { formatRunTime } from '../runTime';

const STATUS: Readonly<Record<NodeRunStatus, { icon: ReactNode; label: string }>> = {
  pending: { icon: <ClockCircleOutlined />, label: 'Pending' },
  running: { icon: <LoadingOutlined spin />, label: 'Running' },
  waiting_for_approval: { icon: <UserOutlined />, label: 'Waiting for approval' },
  done: { icon: <CheckCircleFilled />, label: 'Done' },
  failed: { icon: <CloseCircleFilled />, label: 'Failed' },
  skipped: { icon: <MinusCircleOutlined />, label: 'Skipped' },
};

/** How far a run has got with this node: status, and who it waits for, until when, or why it failed. */
export function NodeRunLine({ run }: { run: NodeRunView }) {
  const { icon, label } = STATUS[run.status];
  const attempt = run.status === 'running' && run.attempt !== undefined && run.attempt > 1 ? ` (attempt ${run.attempt})` : '';
  return (
    <div className="ae-node-run" role="status">
      <span className="ae-node-run-status">
        {icon} {label}
        {attempt}
      </span>
      {run.status === 'waiting_for_approval' && run.approval ? (
        <>
          <span>Asked of {run.approval.askedOf}</span>
          <span>Since {formatRunTime(run.approval.since)}</span>
          <span>Expires {formatRunTime(run.approval.expiresAt)}</span>
        </>
      ) : null}
      {run.status === 'running' && run.wakesAt ? <span>Wakes {formatRunTime(run.wakesAt)}</span> : null}
      {run.status === 'failed' && run.error ? (
        <span className="ae-node-run-error" title={run.error}>
          {run.error}
        </span>
      ) : null}
    </div>
  );
}
