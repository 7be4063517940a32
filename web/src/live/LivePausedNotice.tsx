import { Tag } from 'antd';
import { DisconnectOutlined } from '@ant-design/icons';
import { useLivePaused } from './useLiveStatus';

/** A quiet corner note while the live channel has been down for a few seconds; nothing otherwise. */
export function LivePausedNotice() {
  const paused = useLivePaused();
  if (!paused) return null;
  return (
    <div role="status" aria-live="polite" style={{ position: 'fixed', insetInlineEnd: 16, insetBlockEnd: 16, zIndex: 1000 }} data-testid="live-paused">
      <Tag color="warning" icon={<DisconnectOutlined />} style={{ marginInlineEnd: 0 }}>
        Live updates paused — reconnecting…
      </Tag>
    </div>
  );
}
