import { useState, type HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { Button, Empty, Popconfirm, Space, Switch, Table, Tooltip, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { AutomationSummary } from '../../../../../domain/automation/contract';
import { formatRelative, formatTimestamp } from '../../../components/relativeTime';
import type { AutomationActions } from '../state/useAutomationActions';
import { builderRoute, runRoute } from '../automationRoutes';
import { RunStatusTag, TriggerLabel } from '../visuals';

function When({ iso }: { iso: string }) {
  return (
    <Tooltip title={formatTimestamp(iso)}>
      <span style={{ whiteSpace: 'nowrap' }}>{formatRelative(iso)}</span>
    </Tooltip>
  );
}

function StatusSwitch({ automation, actions }: { automation: AutomationSummary; actions: AutomationActions }) {
  const [switching, setSwitching] = useState(false);
  const toggle = async (on: boolean) => {
    setSwitching(true);
    await actions.setStatus(automation, on ? 'active' : 'inactive');
    setSwitching(false);
  };
  return (
    <Tooltip title={automation.status === 'active' ? 'Active: its trigger starts it' : 'Inactive: it does not run until you activate it'}>
      <Switch
        size="small"
        checked={automation.status === 'active'}
        loading={switching}
        onChange={(on) => void toggle(on)}
        aria-label={`${automation.name} active`}
        data-testid="automation-active-switch"
      />
    </Tooltip>
  );
}

interface AutomationTableProps {
  automations: AutomationSummary[];
  loading: boolean;
  actions: AutomationActions;
}

/** The user's automations: what starts each, whether it is on, its version, its last and next run. */
export function AutomationTable({ automations, loading, actions }: AutomationTableProps) {
  return (
    <Table<AutomationSummary>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={automations}
      pagination={automations.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
      scroll={{ x: 880 }}
      onRow={(automation) =>
        ({ 'data-testid': 'automation-row', 'data-automation-id': automation.id, 'data-automation-name': automation.name }) as HTMLAttributes<HTMLElement>
      }
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No automations yet: create one from a template, a description or a blank canvas." /> }}
      columns={[
        {
          key: 'name',
          title: 'Name',
          render: (_, automation) => (
            <div style={{ minWidth: 0 }}>
              <Link to={builderRoute(automation.id)} data-testid="automation-open">
                {automation.name}
              </Link>
              {automation.description ? (
                <Typography.Text type="secondary" ellipsis={{ tooltip: true }} style={{ display: 'block', fontSize: 13 }}>
                  {automation.description}
                </Typography.Text>
              ) : null}
            </div>
          ),
        },
        { key: 'trigger', title: 'Trigger', width: 170, render: (_, automation) => <TriggerLabel type={automation.triggerType} /> },
        { key: 'status', title: 'Active', width: 80, render: (_, automation) => <StatusSwitch automation={automation} actions={actions} /> },
        {
          key: 'version',
          title: 'Version',
          width: 90,
          render: (_, automation) =>
            automation.currentVersion > 0 ? <span data-testid="automation-version">v{automation.currentVersion}</span> : <Typography.Text type="secondary">Not saved</Typography.Text>,
        },
        {
          key: 'lastRun',
          title: 'Last run',
          width: 170,
          render: (_, { id, lastRun }) =>
            lastRun ? (
              <Space size={6}>
                <Link to={runRoute(id, lastRun.runId)}>
                  <RunStatusTag status={lastRun.status} />
                </Link>
                <When iso={lastRun.startedAt} />
              </Space>
            ) : (
              <Typography.Text type="secondary">Never</Typography.Text>
            ),
        },
        {
          key: 'nextRun',
          title: 'Next run',
          width: 120,
          render: (_, automation) => {
            if (automation.nextRun) return <When iso={automation.nextRun} />;
            return <Typography.Text type="secondary">{automation.triggerType === 'trigger.schedule' ? 'None' : '—'}</Typography.Text>;
          },
        },
        {
          key: 'actions',
          title: '',
          width: 60,
          align: 'right',
          render: (_, automation) => (
            <Popconfirm
              title={`Delete ${automation.name}?`}
              description="Its versions, schedule and run history go with it."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => actions.remove(automation)}
            >
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${automation.name}`} data-testid="automation-delete" />
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
