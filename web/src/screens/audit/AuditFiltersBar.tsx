import { Button, Flex, Input, Select } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { ACTION_TYPES } from '../../../../domain/agents/action-types';
import { AUDIT_STATUSES, type AuditStatus } from '../../../../domain/agents/types';
import { AUTOMATION_APPROVAL_ACTION } from '../../api/auditTypes';
import { useAgents } from '../agents/state/useAgents';
import { AUDIT_STATUS_VISUALS } from './auditVisuals';
import { hasFilters, type AuditFilters } from './state/auditFilters';

const STATUS_OPTIONS = AUDIT_STATUSES.map((status) => ({ value: status, label: AUDIT_STATUS_VISUALS[status].label }));
const ACTION_OPTIONS = [
  ...Object.entries(ACTION_TYPES).map(([type, { label }]) => ({ value: type, label })),
  { value: AUTOMATION_APPROVAL_ACTION, label: 'Automation approval' },
];

/** Status, agent, action type and days; each change reloads the queue. */
export function AuditFiltersBar({ filters, onChange }: { filters: AuditFilters; onChange(filters: AuditFilters): void }) {
  const agents = useAgents().data ?? [];
  const set = (patch: AuditFilters) => onChange({ ...filters, ...patch });

  return (
    <Flex gap={8} wrap align="center" data-testid="audit-filters">
      <Select<AuditStatus>
        allowClear
        placeholder="Any status"
        style={{ width: 150 }}
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => set({ status })}
        aria-label="Status"
        data-testid="audit-status-filter"
      />
      <Select<string>
        allowClear
        placeholder="Any agent"
        style={{ width: 180 }}
        options={agents.map((agent) => ({ value: agent.id, label: agent.name }))}
        value={filters.agentId}
        onChange={(agentId) => set({ agentId })}
        aria-label="Agent"
        data-testid="audit-agent-filter"
      />
      <Select<string>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Any action"
        style={{ width: 200 }}
        options={ACTION_OPTIONS}
        value={filters.actionType}
        onChange={(actionType) => set({ actionType })}
        aria-label="Action"
        data-testid="audit-action-filter"
      />
      <Flex gap={4} align="center">
        <Input
          type="date"
          prefix="From"
          value={filters.fromDay ?? ''}
          max={filters.toDay}
          onChange={(event) => set({ fromDay: event.target.value || undefined })}
          aria-label="Proposed from"
          style={{ width: 180 }}
          data-testid="audit-from-filter"
        />
        <Input
          type="date"
          prefix="to"
          value={filters.toDay ?? ''}
          min={filters.fromDay}
          onChange={(event) => set({ toDay: event.target.value || undefined })}
          aria-label="Proposed until"
          style={{ width: 170 }}
          data-testid="audit-to-filter"
        />
      </Flex>
      {hasFilters(filters) ? (
        <Button
          type="text"
          icon={<ClearOutlined />}
          onClick={() => onChange({})}
          data-testid="audit-clear-filters"
        >
          Clear
        </Button>
      ) : null}
    </Flex>
  );
}
