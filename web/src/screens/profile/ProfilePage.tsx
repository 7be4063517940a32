import { Card, Flex, Typography } from 'antd';
import { uploadProfileAvatar } from '../../api/assistants';
import { useCurrentUser } from '../../auth/sessionContext';
import { AvatarUpload } from '../../components/AvatarUpload';
import { UserAvatar } from '../../components/UserAvatar';
import { displayName } from '../../components/displayName';
import { usePageTitle } from '../../navigation/usePageTitle';
import { NoticedPanel } from '../learning/NoticedPanel';
import { PersonalitySection } from '../learning/PersonalitySection';
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
        <Flex align="center" gap={16} wrap style={{ marginBottom: 24 }}>
          <UserAvatar user={user} size={72} />
          <div style={{ flex: '1 1 200px' }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="profile-name">
              {displayName(user)}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="profile-email">
              {user.email}
            </Typography.Text>
          </div>
          <AvatarUpload upload={uploadProfileAvatar} label="Change picture" ariaLabel="Change picture of your profile" testId="profile-avatar-upload" />
        </Flex>
        {/* Keyed by the saved name so the field resets to it after each save. */}
        <FullNameForm key={user.fullName} fullName={user.fullName} />
      </Card>
      <Card title="Linked accounts">
        <LinkedAccounts user={user} />
      </Card>
      <PersonalitySection />
      <NoticedPanel />
    </Flex>
  );
}
