import { useCallback, useMemo } from 'react';
import { Alert, Button, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import { DeleteOutlined, NodeIndexOutlined } from '@ant-design/icons';
import type { Agent } from '../../../../../../domain/agents/types';
import type { AutomationDefinition, AutomationNode, RetryPolicy } from '../../../../../../domain/automation/definition';
import { NODE_TYPES } from '../../../../../../domain/automation/node-types';
import type { NodeRunState } from '../../../../../../domain/automation/run-state';
import type { ValidationProblem } from '../../../../../../domain/automation/validate-context';
import { NODE_VISUALS } from '../nodeVisuals';
import { AgentActionFields } from './AgentActionFields';
import { fieldProblemsOf, problemStatus } from './fieldProblems';
import { RetryFields } from './RetryFields';
import { RunDetails } from './RunDetails';
import { ScheduleFields } from './ScheduleFields';
import { ApprovalFields, ConditionStepFields, DelayFields, EndFields } from './StepFields';
import { EmailTriggerFields, ManualTriggerFields, WebhookTriggerFields } from './TriggerFields';

export type EditNode = (nodeId: string, update: (node: AutomationNode) => AutomationNode, mergeKey?: string) => void;

interface NodeSettingsProps {
  node: AutomationNode;
  definition: AutomationDefinition;
  problems: readonly ValidationProblem[];
  agents: readonly Agent[];
  run: NodeRunState | null;
  readOnly: boolean;
  onEditNode: EditNode;
  onDeleteNode(nodeId: string): void;
  /** Opens "Connect to…" for this step (also the C key while the step is selected). */
  onStartConnect?(nodeId: string): void;
}

function withoutRetry(node: AutomationNode): AutomationNode {
  const { retry: _retry, ...rest } = node;
  return rest as AutomationNode;
}

/** The selected node's name, parameters (by type), retry policy and, when watching a run, what happened there. */
export function NodeSettings({ node, definition, problems, agents, run, readOnly, onEditNode, onDeleteNode, onStartConnect }: NodeSettingsProps) {
  const spec = NODE_TYPES[node.type];
  const fieldProblems = useMemo(() => fieldProblemsOf(problems, node.id), [problems, node.id]);
  const general = [...(fieldProblems.get('') ?? []), ...(spec.retryable ? [] : (fieldProblems.get('retry') ?? []))];
  const onParameters = useCallback(
    (update: (parameters: never) => unknown, field: string) =>
      onEditNode(node.id, (current) => ({ ...current, parameters: update(current.parameters as never) }) as AutomationNode, `${node.id}:${field}`),
    [node.id, onEditNode],
  );
  const onRetry = useCallback(
    (retry: RetryPolicy | undefined, field: string) => onEditNode(node.id, (current) => (retry ? { ...current, retry } : withoutRetry(current)), `${node.id}:${field}`),
    [node.id, onEditNode],
  );
  const common = { definition, problems: fieldProblems, onParameters };

  let fields;
  switch (node.type) {
    case 'trigger.manual':
      fields = <ManualTriggerFields />;
      break;
    case 'trigger.email_received':
      fields = <EmailTriggerFields {...common} node={node} readOnly={readOnly} />;
      break;
    case 'trigger.schedule':
      fields = <ScheduleFields {...common} node={node} />;
      break;
    case 'trigger.webhook':
      fields = <WebhookTriggerFields {...common} node={node} readOnly={readOnly} />;
      break;
    case 'condition':
      fields = <ConditionStepFields {...common} node={node} />;
      break;
    case 'agent_action':
      fields = <AgentActionFields {...common} node={node} agents={agents} readOnly={readOnly} />;
      break;
    case 'approval':
      fields = <ApprovalFields {...common} node={node} />;
      break;
    case 'delay':
      fields = <DelayFields {...common} node={node} />;
      break;
    case 'end':
      fields = <EndFields />;
      break;
  }

  return (
    <div className="ae-settings" data-testid="node-settings">
      <Flex className="ae-settings-head" align="center" justify="space-between" gap={8}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          <span className="ae-node-icon">{NODE_VISUALS[node.type].icon}</span>
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong>{spec.label}</Typography.Text>
            <Typography.Text type="secondary" className="ae-settings-id" copyable={{ text: node.id, tooltips: ['Copy the step id', 'Copied'] }}>
              {node.id}
            </Typography.Text>
          </div>
        </Flex>
        {readOnly ? null : (
          <Flex gap={4}>
          {onStartConnect && spec.outputs.length > 0 ? (
            <Button size="small" icon={<NodeIndexOutlined />} onClick={() => onStartConnect(node.id)} aria-keyshortcuts="C" data-testid="node-connect">
              Connect to…
            </Button>
          ) : null}
          <Popconfirm title="Delete this step and its connections?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => onDeleteNode(node.id)}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label="Delete step" />
          </Popconfirm>
          </Flex>
        )}
      </Flex>
      {general.length > 0 ? <Alert type="error" showIcon title={general.join(' ')} className="ae-settings-alert" data-testid="node-general-problems" /> : null}
      {run ? <RunDetails run={run} type={node.type} /> : null}
      <Form layout="vertical" disabled={readOnly} className="ae-settings-form">
        <Form.Item label="Name" {...problemStatus(fieldProblems, 'name')}>
          <Input value={node.name} maxLength={200} onChange={(event) => onEditNode(node.id, (current) => ({ ...current, name: event.target.value }), `${node.id}:name`)} aria-label="Name" />
        </Form.Item>
        {fields}
        {spec.retryable ? <RetryFields retry={node.retry} problems={fieldProblems} onChange={onRetry} /> : null}
      </Form>
    </div>
  );
}
