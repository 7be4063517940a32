import { Button, Card, Divider, Flex, Result, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useUserCache } from '../../data/useUserCache';
import { usePageTitle } from '../../navigation/usePageTitle';
import { useThemeVars } from '../../theme/useThemeVars';
import { AuditFiltersBar } from './AuditFiltersBar';
import { AuditTable } from './AuditTable';
import { BulkActions } from './BulkActions';
import { LiveIndicator } from './LiveIndicator';
import { PurgeButton } from './PurgeButton';
import { hasFilters } from './state/auditFilters';
import { useAuditQueue } from './state/useAuditQueue';
import './audit.css';

function pendingText(count: number): string {
  if (count === 0) return 'Nothing waits for your decision.';
  return `${count} ${count === 1 ? 'action waits' : 'actions wait'} for your decision.`;
}

/** /audit: what agents did or propose; the pending queue first, decided one by one or together. */
export function AuditPage() {
  usePageTitle('Audit Queue');
  useUserCache();
  const vars = useThemeVars();
  const { state, send } = useAuditQueue();
  const { entries, pendingCount, filters, selected, decisions, error, refreshError, loaded } = state.context;

  if (state.matches('loadFailed')) {
    return (
      <Card variant="borderless">
        <Result
          status="error"
          title="Could not load the audit log"
          subTitle={error}
          extra={<Button onClick={() => send({ type: 'RETRY' })}>Try again</Button>}
          data-testid="audit-error"
        />
      </Card>
    );
  }

  return (
    <Flex vertical gap={16} style={vars} className="audit-screen">
      <Flex justify="space-between" align="flex-end" gap={16} wrap>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Audit Queue
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="audit-pending-count" data-count={pendingCount}>
            {loaded ? pendingText(pendingCount) : 'Loading…'}
          </Typography.Text>
        </div>
        <Flex gap={12} align="center">
          <LiveIndicator paused={state.hasTag('paused')} refreshError={refreshError} />
          <Button icon={<ReloadOutlined />} onClick={() => send({ type: 'REFRESH' })} aria-label="Refresh" />
          <PurgeButton onPurged={() => send({ type: 'REFRESH' })} />
        </Flex>
      </Flex>
      <Card styles={{ body: { padding: 0 } }}>
        <Flex className="audit-toolbar" justify="space-between" align="center" gap={12} wrap>
          <AuditFiltersBar filters={filters} onChange={(next) => send({ type: 'FILTER', filters: next })} />
          <BulkActions
            count={selected.length}
            entries={entries.filter((entry) => selected.includes(entry.id))}
            decisions={decisions}
            busy={state.hasTag('bulk')}
            onDecide={(decision) => send({ type: 'BULK', decision })}
            onClear={() => send({ type: 'SELECT', ids: [] })}
          />
        </Flex>
        <Divider style={{ margin: 0 }} />
        <AuditTable
          entries={entries}
          decisions={decisions}
          selected={selected}
          onSelect={(ids) => send({ type: 'SELECT', ids })}
          loading={state.hasTag('loading') || state.hasTag('filtering')}
          locked={state.hasTag('bulk')}
          filtered={hasFilters(filters)}
        />
      </Card>
    </Flex>
  );
}
