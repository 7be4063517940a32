import { Badge, Tooltip } from 'antd';
import { useLivePaused } from '../../live/useLiveStatus';

/** Whether the queue is following the server: live, paused (tab hidden), or reconnecting (a refresh or the live channel failed). */
export function LiveIndicator({ paused, refreshError }: { paused: boolean; refreshError: string | null }) {
  const channelDown = useLivePaused();
  if (refreshError || channelDown) {
    return (
      <Tooltip title={refreshError ?? 'Live updates paused — reconnecting…'}>
        <Badge status="warning" text="Reconnecting…" data-testid="audit-live" />
      </Tooltip>
    );
  }
  return (
    <Tooltip title={paused ? 'Paused while the tab is hidden' : 'Updated as soon as something changes'}>
      <Badge status={paused ? 'default' : 'processing'} text={paused ? 'Paused' : 'Live'} data-testid="audit-live" />
    </Tooltip>
  );
}
