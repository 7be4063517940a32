import type { ReactNode } from 'react';
import {
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CodeOutlined,
  FileTextOutlined,
  MailOutlined,
} from '@ant-design/icons';
import type { AgentStatus, AgentType, AutonomyLevel } from '../../../../domain/agents/types';

/** Words, colours and icons for agent types, statuses and autonomy levels. */

export const AGENT_TYPE_LABELS: Readonly<Record<AgentType, string>> = {
  email: 'E-mail',
  document: 'Document',
  calendar: 'Calendar',
  task: 'Task',
  research: 'Research',
  code: 'Code',
};

export const AGENT_TYPE_ICONS: Readonly<Record<AgentType, ReactNode>> = {
  email: <MailOutlined />,
  document: <FileTextOutlined />,
  calendar: <CalendarOutlined />,
  task: <CheckSquareOutlined />,
  research: <BookOutlined />,
  code: <CodeOutlined />,
};

export const STATUS_VISUALS: Readonly<Record<AgentStatus, { label: string; color: string }>> = {
  active: { label: 'Active', color: 'green' },
  idle: { label: 'Idle', color: 'blue' },
  inactive: { label: 'Inactive', color: 'default' },
};

export const AUTONOMY_VISUALS: Readonly<Record<AutonomyLevel, { label: string; color: string; summary: string }>> = {
  supervised: {
    label: 'Supervised',
    color: 'geekblue',
    summary: 'Asks you before it changes anything; only reading and drafting text run on their own.',
  },
  'semi-autonomous': {
    label: 'Semi-autonomous',
    color: 'cyan',
    summary: 'Makes easy-to-undo changes on its own; asks you before calendar changes and before sending or deleting mail.',
  },
  autonomous: {
    label: 'Autonomous',
    color: 'orange',
    summary: 'Acts on its own, calendar included; still asks you before sending or deleting mail.',
  },
};

export function agentTypeLabel(type: string): string {
  return AGENT_TYPE_LABELS[type as AgentType] ?? type;
}

export function agentTypeIcon(type: string): ReactNode {
  return AGENT_TYPE_ICONS[type as AgentType] ?? <CodeOutlined />;
}
