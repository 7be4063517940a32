import { App, Button, Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { DeleteOutlined, ExperimentOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MOCK_MODE_ACTIVE_TEXT } from '../../../../domain/mock/mock-mode';
import { errorMessage } from '../../api/ApiError';
import { fetchMockStatus, MOCK_STATUS_KEY, removeSamples } from '../../api/mock';
import { useLogout } from '../../auth/useLogout';
import { useCurrentUser } from '../../auth/sessionContext';
import { UserAvatar } from '../../components/UserAvatar';
import { displayName } from '../../components/displayName';

/** Avatar and name; the menu closes on an outside click or Escape (antd Dropdown does both). Shows "Mock Mode Active" while mock mode is on. */
export function UserMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const mock = useQuery({ queryKey: [...MOCK_STATUS_KEY, user.id], queryFn: ({ signal }) => fetchMockStatus(signal), staleTime: 5 * 60_000 });
  const mode = mock.data?.mode ?? 'off';
  const remove = useMutation({
    mutationFn: removeSamples,
    onSuccess: async () => {
      message.success('Sample data removed.');
      await queryClient.invalidateQueries();
    },
    onError: (error) => void message.error(errorMessage(error)),
  });

  const mockItems: MenuProps['items'] =
    mode === 'off'
      ? []
      : [
          {
            key: 'mock',
            icon: <ExperimentOutlined />,
            label: mode === 'true' && mock.data?.expiresAt ? `${MOCK_MODE_ACTIVE_TEXT} · demo ends at ${new Date(mock.data.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}` : `${MOCK_MODE_ACTIVE_TEXT} · samples added`,
            disabled: true,
          },
          ...(mode === 'hybrid' ? [{ key: 'remove-samples', icon: <DeleteOutlined />, label: 'Remove sample data', onClick: () => remove.mutate() }] : []),
          { type: 'divider' as const },
        ];

  const items: MenuProps['items'] = [
    ...mockItems,
    { key: 'profile', icon: <UserOutlined />, label: 'Profile & Accounts', onClick: () => void navigate('/profile') },
    { key: 'settings', icon: <SettingOutlined />, label: 'Settings', onClick: () => void navigate('/settings') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', danger: true, onClick: () => void logout() },
  ];

  const label = `${displayName(user)}${mode === 'off' ? '' : ` (${MOCK_MODE_ACTIVE_TEXT})`}: account menu`;
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" style={{ height: 40, paddingInline: 6 }} data-testid="user-menu" aria-label={label}>
        <Flex align="center" gap={8}>
          <UserAvatar user={user} size={28} />
          <Flex vertical align="flex-start" style={{ lineHeight: 1.2 }}>
            <Typography.Text strong ellipsis style={{ maxWidth: 160 }} data-testid="user-menu-name">
              {displayName(user)}
            </Typography.Text>
            {mode !== 'off' && (
              <Typography.Text style={{ fontSize: 11 }} data-testid="mock-mode-active">
                {MOCK_MODE_ACTIVE_TEXT}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      </Button>
    </Dropdown>
  );
}
