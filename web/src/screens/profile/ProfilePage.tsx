import { Card, Flex, Typography } from 'antd';
import { useCurrentUser } from '../../auth/sessionContext';
import { UserAvatar } from '../../components/UserAvatar';
import { displayName } from '../../components/displayName';
import { usePageTitle } from '../../navigation/usePageTitle';
import { FullNameForm } from './FullNameForm';
import { LinkedAccounts } from './LinkedAccounts';

export function ProfilePage() {
  usePageTitle('Profile');
  const user = useCurrentUser();
  return (
    <Flex vertical gap={24} style={{ maxWidth: 640 }} data-testid="profile-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        Profile &amp; Accounts
      </Typography.Title>
      <Card>
        <Flex align="center" gap={16} style={{ marginBottom: 24 }}>
          <UserAvatar user={user} size={72} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="profile-name">
              {displayName(user)}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="profile-email">
              {user.email}
            </Typography.Text>
          </div>
        </Flex>
        {/* Keyed by the saved name so the field resets to it after each save. */}
        <FullNameForm key={user.fullName} fullName={user.fullName} />
      </Card>
      <Card title="Linked accounts">
        <LinkedAccounts integrations={user.integrations} />
      </Card>
    </Flex>
  );
}
