import { Typography } from 'antd';
import { PasswordForm } from './PasswordForm';
import { SessionsList } from './SessionsList';
import { SettingsSection } from './SettingsSection';

export function SecuritySection() {
  return (
    <SettingsSection id="security" title="Security">
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Where you are signed in
      </Typography.Title>
      <SessionsList />
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
        Change password
      </Typography.Title>
      <PasswordForm />
    </SettingsSection>
  );
}
