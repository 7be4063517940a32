import { Flex, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../navigation/usePageTitle';
import { GoogleDriveTab } from './GoogleDriveTab';
import { MyDrive } from './MyDrive';
import './drive.css';

type DriveTab = 'mine' | 'google';

/** /drive: the user's own files and folders, and a read-only view of the linked Google Drive. */
export function DrivePage() {
  usePageTitle('Drive');
  const [params, setParams] = useSearchParams();
  const tab: DriveTab = params.get('tab') === 'google' ? 'google' : 'mine';
  const folderId = params.get('folder');

  const openFolder = (id: string | null) => setParams(id ? { folder: id } : {});
  const setTab = (next: string) => setParams(next === 'google' ? { tab: 'google' } : folderId ? { folder: folderId } : {});

  return (
    <Flex vertical gap={12} className="drive-screen" data-testid="drive-screen">
      <Typography.Title level={2} style={{ margin: 0 }}>
        Drive
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'mine', label: 'My drive', children: <MyDrive folderId={folderId} onOpenFolder={openFolder} /> },
          { key: 'google', label: 'Google Drive', children: <GoogleDriveTab /> },
        ]}
      />
    </Flex>
  );
}
