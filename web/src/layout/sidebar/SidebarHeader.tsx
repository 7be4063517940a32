import { Button, Flex, Typography } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '../../../../domain/navigation';

export function SidebarHeader({ collapsed, onToggle }: { collapsed: boolean; onToggle(): void }) {
  return (
    <Flex align="center" justify={collapsed ? 'center' : 'space-between'} gap={8} className="sidebar-header">
      {!collapsed && (
        <Flex align="center" gap={10} style={{ minWidth: 0 }}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <Typography.Text strong ellipsis style={{ fontSize: 16 }}>
            {PRODUCT_NAME}
          </Typography.Text>
        </Flex>
      )}
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        data-testid="sidebar-toggle"
      />
    </Flex>
  );
}
