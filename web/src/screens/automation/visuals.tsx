import { Tag } from 'antd';
import { ApiOutlined, ClockCircleOutlined, MailOutlined, PlayCircleOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { NODE_TYPES } from '../../../../domain/automation/node-types';
import type { NodeType } from '../../../../domain/automation/definition';
import type { AutomationEventStatus } from '../../../../domain/automation/event-rules';
import type { NodeRunStatus, RunStatus, RunTriggerType } from '../../../../domain/automation/run-state';

/** Words, colours and icons of automation triggers, run statuses, step statuses and event statuses. */

interface Visual {
  label: string;
  color: string;
}

export const RUN_STATUS_VISUALS: Readonly<Record<RunStatus, Visual>> = {
  running: { label: 'Running', color: 'processing' },
  completed: { label: 'Completed', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

export function RunStatusTag({ status }: { status: RunStatus }) {
  const visual = RUN_STATUS_VISUALS[status];
  return (
    <Tag color={visual.color} style={{ marginInlineEnd: 0 }} data-testid="run-status" data-status={status}>
      {visual.label}
    </Tag>
  );
}

export const NODE_STATUS_VISUALS: Readonly<Record<NodeRunStatus, Visual>> = {
  pending: { label: 'Not started', color: 'default' },
  running: { label: 'Running', color: 'processing' },
  waiting_for_approval: { label: 'Waiting for approval', color: 'gold' },
  done: { label: 'Done', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  skipped: { label: 'Skipped', color: 'default' },
};

export const EVENT_STATUS_VISUALS: Readonly<Record<AutomationEventStatus, Visual>> = {
  pending: { label: 'Pending', color: 'default' },
  processing: { label: 'Processing', color: 'processing' },
  completed: { label: 'Completed', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

const TRIGGER_ICONS: Readonly<Record<string, ReactNode>> = {
  'trigger.manual': <PlayCircleOutlined />,
  'trigger.email_received': <MailOutlined />,
  'trigger.schedule': <ClockCircleOutlined />,
  'trigger.webhook': <ApiOutlined />,
};

/** What starts the automation, by its trigger node type; null when it has none yet. */
export function TriggerLabel({ type }: { type: string | null }) {
  if (!type) return <span className="automation-muted">No trigger yet</span>;
  const spec = NODE_TYPES[type as NodeType];
  return (
    <span data-testid="automation-trigger" data-trigger={type}>
      {TRIGGER_ICONS[type] ?? <ShareAltOutlined />} {spec?.label ?? type}
    </span>
  );
}

const RUN_TRIGGER_LABELS: Readonly<Record<RunTriggerType, string>> = {
  manual: 'By hand',
  email: 'E-mail',
  schedule: 'Schedule',
  webhook: 'Webhook',
  rule: 'Rule',
  retry: 'Retry',
};

export const runTriggerLabel = (type: RunTriggerType) => RUN_TRIGGER_LABELS[type] ?? type;
