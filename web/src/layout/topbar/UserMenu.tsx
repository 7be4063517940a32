import { Button, Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useLogout } from '../../auth/useLogout';
import { useCurrentUser } from '../../auth/sessionContext';
import { UserAvatar } from '../../components/UserAvatar';
import { displayName } from '../../components/displayName';

/** Avatar and name; the menu closes on an outside click or Escape (antd Dropdown does both). */
export function UserMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const logout = useLogout();

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: 'Profile & Accounts', onClick: () => void navigate('/profile') },
    { key: 'settings', icon: <SettingOutlined />, label: 'Settings', onClick: () => void navigate('/settings') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', danger: true, onClick: () => void logout() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" style={{ height: 40, paddingInline: 6 }} data-testid="user-menu" aria-label={`${displayName(user)}: account menu`}>
        <Flex align="center" gap={8}>
          <UserAvatar user={user} size={28} />
          <Typography.Text strong ellipsis style={{ maxWidth: 160 }} data-testid="user-menu-name">
            {displayName(user)}
          </Typography.Text>
        </Flex>
      </Button>
    </Dropdown>
  );
}
