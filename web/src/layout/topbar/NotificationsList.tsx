import { Alert, Button, Empty, Flex, Popconfirm, Skeleton, Typography, theme } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { Notification } from '../../../../domain/notifications/notification';
import { errorMessage } from '../../api/ApiError';
import { formatRelative, formatTimestamp } from '../../components/relativeTime';
import { useNotificationActions, useNotifications } from './useNotifications';

/** The bell's drawer: newest first, unread in bold, each one leading to what it is about. */
export function NotificationsList({ onNavigate }: { onNavigate(): void }) {
  const query = useNotifications();
  const actions = useNotificationActions();

  if (query.error && !query.data) {
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load your notifications"
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>Retry</Button>}
      />
    );
  }
  if (!query.data) return <Skeleton active paragraph={{ rows: 4 }} />;

  const { notifications, unreadCount } = query.data;
  if (notifications.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" data-testid="notifications-empty" />;

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="space-between" align="center">
        <Typography.Text type="secondary" data-testid="notifications-unread-text">
          {unreadCount === 0 ? 'All read' : `${unreadCount} unread`}
        </Typography.Text>
        <Flex gap={8} wrap>
          <Button size="small" disabled={unreadCount === 0} onClick={() => actions.markAllRead.mutate()}>
            Mark all as read
          </Button>
          <Popconfirm title="Clear all notifications?" okText="Clear all" cancelText="Keep them" onConfirm={() => actions.clearAll.mutate()}>
            <Button size="small" danger>
              Clear all
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Notifications, newest first" data-testid="notifications-list">
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={() => {
              if (!notification.read) actions.markRead.mutate(notification.id);
              onNavigate();
            }}
            onMarkRead={() => actions.markRead.mutate(notification.id)}
            onRemove={() => actions.remove.mutate(notification.id)}
          />
        ))}
      </ul>
    </Flex>
  );
}

interface ItemProps {
  notification: Notification;
  onOpen(): void;
  onMarkRead(): void;
  onRemove(): void;
}

function NotificationItem({ notification, onOpen, onMarkRead, onRemove }: ItemProps) {
  const { token } = theme.useToken();
  const { title, message, link, read, createdAt } = notification;
  const text = (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <span style={{ fontWeight: read ? 400 : 600, color: token.colorText, overflowWrap: 'anywhere' }}>
        {read ? null : <span className="ws-sr-only">Unread: </span>}
        {title}
      </span>
      {message ? <span style={{ color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>{message}</span> : null}
      <time dateTime={createdAt} title={formatTimestamp(createdAt)} style={{ color: token.colorTextDescription, fontSize: token.fontSizeSM }}>
        {formatRelative(createdAt)}
      </time>
    </Flex>
  );
  return (
    <li
      data-testid="notification-item"
      data-read={read ? 'true' : 'false'}
      style={{
        display: 'flex',
        gap: 8,
        alignItems: 'flex-start',
        padding: '10px 8px',
        borderBottom: `1px solid ${token.colorSplit}`,
        background: read ? 'transparent' : token.colorPrimaryBg,
        borderRadius: token.borderRadiusSM,
      }}
    >
      <span
        aria-hidden
        style={{ flex: 'none', width: 8, height: 8, marginTop: 7, borderRadius: '50%', background: read ? 'transparent' : token.colorPrimary }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        {link ? (
          <Link to={link} onClick={onOpen} style={{ display: 'block', color: 'inherit' }} data-testid="notification-link">
            {text}
          </Link>
        ) : (
          text
        )}
        {!link && !read ? (
          <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={onMarkRead}>
            Mark as read
          </Button>
        ) : null}
      </div>
      <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`Remove notification: ${title}`} onClick={onRemove} />
    </li>
  );
}
