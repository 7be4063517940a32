import { Flex, Typography } from 'antd';
import { useCurrentUser } from '../../auth/sessionContext';
import { displayName } from '../../components/displayName';
import { usePageTitle } from '../../navigation/usePageTitle';
import { SystemStatusCard } from '../../components/system-status/SystemStatusCard';

export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }} data-testid="dashboard-welcome">
        Welcome, {displayName(user)}
      </Typography.Title>
      <SystemStatusCard />
    </Flex>
  );
}
