/**
 * One memoised component per node type, defined once at module level so React Flow never sees a new
 * nodeTypes object. Each reads only its own props: it re-renders when its node, problems, run state or
 * selection change, never because another node did.
 */
import { memo } from 'react';
import type { NodeProps, NodeTypes } from '@xyflow/react';
import type { NodeType } from '../../../../../../domain/automation/definition';
import type { FlowNodeOf } from '../model/flowTypes';
import { actionText, approvalText, conditionsText, conditionText, delayText, scheduleText } from '../model/nodeSummary';
import { NodeShell } from './NodeShell';

const ManualTriggerNode = memo(function ManualTriggerNode({ data, selected }: NodeProps<FlowNodeOf<'trigger.manual'>>) {
  return <NodeShell type="trigger.manual" data={data} selected={selected} summary="When you press Run" />;
});

const EmailTriggerNode = memo(function EmailTriggerNode({ data, selected }: NodeProps<FlowNodeOf<'trigger.email_received'>>) {
  const summary = conditionsText(data.node.parameters.conditions, 'Every new e-mail');
  return <NodeShell type="trigger.email_received" data={data} selected={selected} summary={summary} />;
});

const ScheduleTriggerNode = memo(function ScheduleTriggerNode({ data, selected }: NodeProps<FlowNodeOf<'trigger.schedule'>>) {
  return <NodeShell type="trigger.schedule" data={data} selected={selected} summary={scheduleText(data.node.parameters)} />;
});

const WebhookTriggerNode = memo(function WebhookTriggerNode({ data, selected }: NodeProps<FlowNodeOf<'trigger.webhook'>>) {
  const summary = conditionsText(data.node.parameters.conditions, 'Every call');
  return <NodeShell type="trigger.webhook" data={data} selected={selected} summary={summary} />;
});

const ConditionNode = memo(function ConditionNode({ data, selected }: NodeProps<FlowNodeOf<'condition'>>) {
  return <NodeShell type="condition" data={data} selected={selected} summary={conditionText(data.node.parameters)} />;
});

const AgentActionNode = memo(function AgentActionNode({ data, selected }: NodeProps<FlowNodeOf<'agent_action'>>) {
  return <NodeShell type="agent_action" data={data} selected={selected} summary={actionText(data.node.parameters.actionType)} />;
});

const ApprovalNode = memo(function ApprovalNode({ data, selected }: NodeProps<FlowNodeOf<'approval'>>) {
  return <NodeShell type="approval" data={data} selected={selected} summary={approvalText(data.node.parameters)} />;
});

const DelayNode = memo(function DelayNode({ data, selected }: NodeProps<FlowNodeOf<'delay'>>) {
  return <NodeShell type="delay" data={data} selected={selected} summary={delayText(data.node.parameters)} />;
});

const EndNode = memo(function EndNode({ data, selected }: NodeProps<FlowNodeOf<'end'>>) {
  return <NodeShell type="end" data={data} selected={selected} summary="Ends this branch" />;
});

export const NODE_COMPONENTS = {
  'trigger.manual': ManualTriggerNode,
  'trigger.email_received': EmailTriggerNode,
  'trigger.schedule': ScheduleTriggerNode,
  'trigger.webhook': WebhookTriggerNode,
  condition: ConditionNode,
  agent_action: AgentActionNode,
  approval: ApprovalNode,
  delay: DelayNode,
  end: EndNode,
} satisfies Record<NodeType, unknown> & NodeTypes;
