import type { HTMLAttributes } from 'react';
import { Table, Tag, Tooltip, Typography } from 'antd';
import type { AutomationNode } from '../../../../../domain/automation/definition';
import type { NodeRunState, RunProgress } from '../../../../../domain/automation/run-state';
import { formatDuration, formatTimestamp } from '../../../components/relativeTime';
import { NODE_STATUS_VISUALS } from '../visuals';

interface Row {
  node: AutomationNode;
  state: NodeRunState | undefined;
}

function duration(state: NodeRunState | undefined): string {
  if (!state?.startedAt) return '—';
  const end = state.endedAt ? Date.parse(state.endedAt) : Date.now();
  return formatDuration(Math.max(0, end - Date.parse(state.startedAt)));
}

function outputOf(state: NodeRunState | undefined) {
  if (state?.error) return <Typography.Text type="danger">{state.error}</Typography.Text>;
  if (state?.output === undefined) return null;
  return <pre className="automation-json">{JSON.stringify(state.output, null, 2)}</pre>;
}

/** Every step of the run in the order of the canvas: its state, attempts, time taken, and output or error. */
export function RunSteps({ nodes, progress }: { nodes: readonly AutomationNode[]; progress: RunProgress }) {
  const rows: Row[] = [...nodes]
    .sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x)
    .map((node) => ({ node, state: progress.nodes[node.id] }));
  return (
    <Table<Row>
      rowKey={(row) => row.node.id}
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="run-steps"
      onRow={(row) => ({ 'data-testid': 'run-step', 'data-node-id': row.node.id, 'data-node-status': row.state?.status ?? 'pending' }) as HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'name', title: 'Step', width: 200, render: (_, row) => row.node.name },
        {
          key: 'status',
          title: 'State',
          width: 170,
          render: (_, row) => {
            const visual = NODE_STATUS_VISUALS[row.state?.status ?? 'pending'];
            return (
              <Tag color={visual.color} style={{ marginInlineEnd: 0 }}>
                {visual.label}
                {row.state?.handle && row.state.handle !== 'out' ? ` · ${row.state.handle}` : ''}
              </Tag>
            );
          },
        },
        {
          key: 'attempts',
          title: 'Attempts',
          width: 80,
          align: 'right',
          render: (_, row) => row.state?.attempt ?? '—',
        },
        {
          key: 'time',
          title: 'Took',
          width: 90,
          render: (_, row) =>
            row.state?.startedAt ? (
              <Tooltip title={`Started ${formatTimestamp(row.state.startedAt)}`}>
                <span>{duration(row.state)}</span>
              </Tooltip>
            ) : (
              '—'
            ),
        },
        { key: 'output', title: 'Output', render: (_, row) => outputOf(row.state) },
      ]}
    />
  );
}
