import { Alert, Descriptions, Typography } from 'antd';
import type { NodeType } from '../../../../../../domain/automation/definition';
import { NODE_TYPES } from '../../../../../../domain/automation/node-types';
import type { NodeRunState, NodeRunStatus } from '../../../../../../domain/automation/run-state';
import { formatRunTime } from '../runTime';

const STATUS_LABELS: Readonly<Record<NodeRunStatus, string>> = {
  pending: 'Pending',
  running: 'Running',
  waiting_for_approval: 'Waiting for approval',
  done: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
};

function Json({ value, testId }: { value: unknown; testId: string }) {
  return (
    <pre className="ae-json" data-testid={testId}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** What happened at this node in the run being watched: status, times, the approval it waits for, input and output. */
export function RunDetails({ run, type }: { run: NodeRunState; type: NodeType }) {
  const output = NODE_TYPES[type].outputs.find((handle) => handle.id === run.handle);
  const items = [
    { key: 'status', label: 'Status', children: STATUS_LABELS[run.status] },
    run.startedAt ? { key: 'started', label: 'Started', children: formatRunTime(run.startedAt) } : null,
    run.endedAt ? { key: 'ended', label: 'Ended', children: formatRunTime(run.endedAt) } : null,
    run.attempt !== undefined ? { key: 'attempt', label: 'Attempt', children: run.attempt } : null,
    run.handle ? { key: 'handle', label: 'Went on by', children: output?.label ?? run.handle } : null,
    run.wakesAt ? { key: 'wakes', label: 'Wakes', children: formatRunTime(run.wakesAt) } : null,
    run.approval ? { key: 'asked', label: 'Asked of', children: run.approval.askedOf } : null,
    run.approval ? { key: 'since', label: 'Waiting since', children: formatRunTime(run.approval.since) } : null,
    run.approval ? { key: 'expires', label: 'Expires', children: formatRunTime(run.approval.expiresAt) } : null,
  ].filter((item) => item !== null);
  return (
    <section className="ae-run-details" data-testid="node-run-details">
      <Typography.Title level={5} className="ae-run-title">
        This run
      </Typography.Title>
      {run.error ? <Alert type="error" showIcon title={run.error} className="ae-run-error" /> : null}
      <Descriptions size="small" column={1} items={items} />
      {run.input !== undefined ? (
        <>
          <Typography.Text strong>Input</Typography.Text>
          <Json value={run.input} testId="node-run-input" />
        </>
      ) : null}
      {run.output !== undefined ? (
        <>
          <Typography.Text strong>Output</Typography.Text>
          <Json value={run.output} testId="node-run-output" />
        </>
      ) : null}
    </section>
  );
}
