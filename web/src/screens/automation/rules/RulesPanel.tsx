import { useState, type HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { Button, Empty, Flex, Popconfirm, Result, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { AutomationRuleView, AutomationSummary } from '../../../../../domain/automation/contract';
import { errorMessage } from '../../../api/ApiError';
import { formatRelative, formatTimestamp } from '../../../components/relativeTime';
import { builderRoute } from '../automationRoutes';
import { useRuleActions, useRules } from '../state/useRules';
import { conditionText } from './conditionText';
import { RuleModal } from './RuleModal';

/** Rules: when an event matches all of a rule's conditions, the rule runs its automations. */
export function RulesPanel({ automations }: { automations: readonly AutomationSummary[] }) {
  const rules = useRules();
  const actions = useRuleActions();
  const [editing, setEditing] = useState<AutomationRuleView | null>(null);
  const [open, setOpen] = useState(false);
  const names = new Map(automations.map((automation) => [automation.id, automation.name]));
  const edit = (rule: AutomationRuleView | null) => {
    setEditing(rule);
    setOpen(true);
  };

  if (rules.error && !rules.data) {
    return <Result status="error" title="Could not load your rules" subTitle={errorMessage(rules.error)} extra={<Button onClick={() => void rules.reload()}>Try again</Button>} />;
  }

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">When an event matches every condition of a rule, the rule runs its automations.</Typography.Text>
        <Button icon={<PlusOutlined />} onClick={() => edit(null)} data-testid="rule-create">
          New rule
        </Button>
      </Flex>
      <Table<AutomationRuleView>
        rowKey="id"
        size="middle"
        loading={rules.loading && !rules.data}
        dataSource={rules.data ?? []}
        pagination={false}
        scroll={{ x: 820 }}
        onRow={(rule) => ({ 'data-testid': 'rule-row', 'data-rule-name': rule.name }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No rules yet." /> }}
        columns={[
          { key: 'name', title: 'Name', dataIndex: 'name', width: 180 },
          {
            key: 'conditions',
            title: 'When',
            render: (_, rule) =>
              rule.conditions.length ? (
                <Flex vertical gap={2}>
                  {rule.conditions.map((condition, index) => (
                    <Typography.Text key={index} code>
                      {conditionText(condition)}
                    </Typography.Text>
                  ))}
                </Flex>
              ) : (
                <Typography.Text type="secondary">Every event</Typography.Text>
              ),
          },
          {
            key: 'actions',
            title: 'Runs',
            width: 200,
            render: (_, rule) => (
              <Flex gap={4} wrap>
                {rule.actions.map(({ config }) => (
                  <Tag key={config.workflowId} style={{ marginInlineEnd: 0 }}>
                    {names.has(config.workflowId) ? <Link to={builderRoute(config.workflowId)}>{names.get(config.workflowId)}</Link> : 'A deleted automation'}
                  </Tag>
                ))}
              </Flex>
            ),
          },
          {
            key: 'enabled',
            title: 'Enabled',
            width: 90,
            render: (_, rule) => (
              <Switch size="small" checked={rule.enabled} onChange={(on) => void actions.setEnabled(rule, on)} aria-label={`${rule.name} enabled`} data-testid="rule-enabled" />
            ),
          },
          { key: 'count', title: 'Triggered', width: 90, align: 'right', render: (_, rule) => <span data-testid="rule-trigger-count">{rule.triggerCount}</span> },
          {
            key: 'last',
            title: 'Last triggered',
            width: 130,
            render: (_, rule) =>
              rule.lastTriggered ? (
                <Tooltip title={formatTimestamp(rule.lastTriggered)}>{formatRelative(rule.lastTriggered)}</Tooltip>
              ) : (
                <Typography.Text type="secondary">Never</Typography.Text>
              ),
          },
          {
            key: 'edit',
            title: '',
            width: 90,
            align: 'right',
            render: (_, rule) => (
              <Flex gap={2} justify="flex-end">
                <Button type="text" icon={<EditOutlined />} onClick={() => edit(rule)} aria-label={`Edit ${rule.name}`} data-testid="rule-edit" />
                <Popconfirm title={`Delete the rule ${rule.name}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => actions.remove(rule)}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${rule.name}`} data-testid="rule-delete" />
                </Popconfirm>
              </Flex>
            ),
          },
        ]}
      />
      <RuleModal open={open} rule={editing} automations={automations} actions={actions} onClose={() => setOpen(false)} />
    </Flex>
  );
}
