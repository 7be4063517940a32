import { Button, Card, Divider, Flex, Result, Segmented, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useUserCache } from '../../data/useUserCache';
import { usePageTitle } from '../../navigation/usePageTitle';
import { useThemeVars } from '../../theme/useThemeVars';
import { AuditFiltersBar } from './AuditFiltersBar';
import { AuditTable } from './AuditTable';
import { BulkActions } from './BulkActions';
import { DeadlinesToReview } from './DeadlinesToReview';
import { useWaitingChains } from '../deadlines/state/useWaitingChains';
import { LiveIndicator } from './LiveIndicator';
import { PurgeButton } from './PurgeButton';
import { hasFilters } from './state/auditFilters';
import { useAuditQueue } from './state/useAuditQueue';
import './audit.css';

function pendingText(count: number): string {
  if (count === 0) return 'Nothing waits for your decision.';
  return `${count} ${count === 1 ? 'action waits' : 'actions wait'} for your decision.`;
}

type AuditView = 'actions' | 'deadlines';

/** /audit: what agents did or propose, the pending queue first, decided one by one or together; and (?show=deadlines) the deadline chains to review. */
export function AuditPage() {
  usePageTitle('Audit Queue');
  useUserCache();
  const vars = useThemeVars();
  const { state, send } = useAuditQueue();
  const waiting = useWaitingChains();
  const [search, setSearch] = useSearchParams();
  const view: AuditView = search.get('show') === 'deadlines' ? 'deadlines' : 'actions';
  const { entries, pendingCount, filters, selected, decisions, error, refreshError, loaded } = state.context;
  const waitingCount = waiting.data?.count;

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
          {waitingCount ? (
            <Typography.Text type="secondary" data-testid="audit-review-count" data-count={waitingCount}>
              {' '}
              {waitingCount === 1 ? '1 hearing has' : `${waitingCount} hearings have`} deadlines to review.
            </Typography.Text>
          ) : null}
        </div>
        <Flex gap={12} align="center">
          <LiveIndicator paused={state.hasTag('paused')} refreshError={refreshError} />
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              send({ type: 'REFRESH' });
              void waiting.refetch();
            }}
            aria-label="Refresh"
          />
          <PurgeButton onPurged={() => send({ type: 'REFRESH' })} />
        </Flex>
      </Flex>
      <Segmented<AuditView>
        value={view}
        onChange={(next) => setSearch(next === 'deadlines' ? { show: 'deadlines' } : {})}
        options={[
          { value: 'actions', label: 'Agent actions' },
          { value: 'deadlines', label: waitingCount ? `Deadlines to review (${waitingCount})` : 'Deadlines to review' },
        ]}
        aria-label="Show"
        data-testid="audit-view"
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'deadlines' ? (
        <Card>
          <DeadlinesToReview waiting={waiting} highlightId={search.get('chain')} />
        </Card>
      ) : (
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
      )}
    </Flex>
  );
}
