import { Alert, Button, Card, Skeleton, Tag, Tooltip } from 'antd';
import { ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { HealthRows } from './HealthRows';
import { useHealth } from './useHealth';

/** GET /api/health in plain words: data, background work and the worker, with the Temporal UI one click away. */
export function SystemStatusCard() {
  const { state, reload } = useHealth();
  const overall =
    state.status === 'ready' ? (
      <Tag color={state.report.status === 'ok' ? 'success' : 'warning'} data-testid="system-status-overall">
        {state.report.status === 'ok' ? 'OK' : 'Degraded'}
      </Tag>
    ) : null;

  return (
    <Card
      title="System status"
      style={{ maxWidth: 560 }}
      data-testid="system-status"
      extra={
        <>
          {overall}
          <Tooltip title="Check again">
            <Button type="text" size="small" icon={<ReloadOutlined />} onClick={reload} aria-label="Check again" />
          </Tooltip>
        </>
      }
      actions={
        state.status === 'ready' && state.report.temporal.uiUrl
          ? [
              <a key="temporal-ui" href={state.report.temporal.uiUrl} target="_blank" rel="noreferrer">
                Open the background work view (Temporal UI) <ExportOutlined />
              </a>,
            ]
          : undefined
      }
    >
      {state.status === 'loading' && <Skeleton active paragraph={{ rows: 3 }} title={false} />}
      {state.status === 'error' && (
        <Alert type="error" showIcon title="Could not load the system status" description={state.message} />
      )}
      {state.status === 'ready' && <HealthRows report={state.report} />}
    </Card>
  );
}
