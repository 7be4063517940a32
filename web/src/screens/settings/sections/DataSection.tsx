import { Button, Divider, Flex, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { exportUrl } from '../../../api/account';
import { DeleteAccount } from './DeleteAccount';
import { SettingsSection } from './SettingsSection';

/** Export everything (JSON, or a ZIP with the files' bytes), and delete the account. */
export function DataSection() {
  return (
    <SettingsSection id="data" title="Your data">
      <Typography.Paragraph>
        Download everything the workspace holds for you. Passwords, sign-in tokens and the credentials of linked accounts are never included.
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Button icon={<DownloadOutlined />} href={exportUrl('json')} download data-testid="export-json">
          Export as JSON
        </Button>
        <Button icon={<DownloadOutlined />} href={exportUrl('zip')} download data-testid="export-zip">
          Export as ZIP (with your files)
        </Button>
      </Flex>
      <Divider />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Delete account
      </Typography.Title>
      <DeleteAccount />
    </SettingsSection>
  );
}
