import { useId, useState } from 'react';
import { Badge, Button, Drawer } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useMediaQuery } from '../../components/useMediaQuery';
import { NotificationsList } from './NotificationsList';
import { useNotifications } from './useNotifications';

/** White on this red reads at 5.6:1 in both themes (the dark theme's lighter error red would not). */
const BADGE_RED = '#cf1322';
/** Below this width the drawers of the top bar take the whole width (seed 001 §9: mobile breakpoint 768 px). */
export const TOP_BAR_DRAWER_WIDE = '(min-width: 768px)';

/**
 * The bell: a red count only while something is unread (seed 001 §4), and a drawer of the notifications.
 * New ones arrive through the live channel, with no reload and no polling.
 */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const unread = useNotifications().data?.unreadCount ?? 0;
  const wide = useMediaQuery(TOP_BAR_DRAWER_WIDE);
  const countId = useId();
  return (
    <>
      <Badge count={unread} overflowCount={99} size="small" color={BADGE_RED} offset={[-6, 6]} data-testid="notifications-badge">
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label="Notifications"
          aria-describedby={unread > 0 ? countId : undefined}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          data-testid="notifications-button"
          data-unread-count={unread}
        />
      </Badge>
      {unread > 0 ? (
        <span id={countId} className="ws-sr-only">
          {unread === 1 ? '1 unread notification' : `${unread} unread notifications`}
        </span>
      ) : null}
      <Drawer title="Notifications" open={open} onClose={() => setOpen(false)} size={wide ? 420 : '100%'} data-testid="notifications-drawer" destroyOnHidden>
        <NotificationsList onNavigate={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
