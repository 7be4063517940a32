import type { ReactNode } from 'react';
import {
  ApiOutlined,
  BranchesOutlined,
  FieldTimeOutlined,
  HourglassOutlined,
  MailOutlined,
  PlayCircleOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { NODE_TYPE_NAMES, type NodeType } from '../../../../../domain/automation/definition';

export interface NodeVisual {
  icon: ReactNode;
  /** One line for the palette: what the node does. */
  hint: string;
}

export const NODE_VISUALS: Readonly<Record<NodeType, NodeVisual>> = {
  'trigger.manual': { icon: <PlayCircleOutlined />, hint: 'Starts when you press Run' },
  'trigger.email_received': { icon: <MailOutlined />, hint: 'Starts when an e-mail arrives' },
  'trigger.schedule': { icon: <FieldTimeOutlined />, hint: 'Starts at set times' },
  'trigger.webhook': { icon: <ApiOutlined />, hint: 'Starts when another app calls it' },
  condition: { icon: <BranchesOutlined />, hint: 'Goes one way or the other' },
  agent_action: { icon: <RobotOutlined />, hint: 'An agent does something' },
  approval: { icon: <SafetyCertificateOutlined />, hint: 'Waits for a person to decide' },
  delay: { icon: <HourglassOutlined />, hint: 'Waits for a while' },
  end: { icon: <StopOutlined />, hint: 'Ends this branch' },
};

export function isNodeType(value: string): value is NodeType {
  return (NODE_TYPE_NAMES as readonly string[]).includes(value);
}

/** The drag payload type the palette sets and the canvas reads. */
export const NODE_DRAG_MIME = 'application/x-automation-node-type';
/** Set beside NODE_DRAG_MIME when the item is a preset step (e.g. "Ask an assistant", an agent step set up for it). */
export const PRESET_DRAG_MIME = 'application/x-automation-preset';
