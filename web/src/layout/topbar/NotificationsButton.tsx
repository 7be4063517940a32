import { Badge, Button, Empty, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';

/** The red dot is always shown (seed 000 §2); the list itself has no source yet. */
export function NotificationsButton() {
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title="Notifications"
      content={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" />}
    >
      <Badge dot color="red" offset={[-6, 6]}>
        <Button type="text" icon={<BellOutlined />} aria-label="Notifications" data-testid="notifications-button" />
      </Badge>
    </Popover>
  );
}
