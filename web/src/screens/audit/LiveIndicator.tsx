import { Badge, Tooltip } from 'antd';
import { AUDIT_POLL_MS } from './state/auditQueueMachine';

/** Whether the queue is following the server: live, paused (tab hidden), or retrying after a failed refresh. */
export function LiveIndicator({ paused, refreshError }: { paused: boolean; refreshError: string | null }) {
  if (refreshError) {
    return (
      <Tooltip title={refreshError}>
        <Badge status="warning" text="Reconnecting…" data-testid="audit-live" />
      </Tooltip>
    );
  }
  return (
    <Tooltip title={paused ? 'Paused while the tab is hidden' : `Updated every ${AUDIT_POLL_MS / 1000} s`}>
      <Badge status={paused ? 'default' : 'processing'} text={paused ? 'Paused' : 'Live'} data-testid="audit-live" />
    </Tooltip>
  );
}
