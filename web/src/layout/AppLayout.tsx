import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { AUDIT_QUEUE_ROUTE, pageIdentity } from '../../../domain/navigation';
import { useCurrentUser } from '../auth/sessionContext';
import { useUserCache } from '../data/useUserCache';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { ErrorMonitor } from '../errors/monitor/ErrorMonitor';
import { LivePausedNotice } from '../live/LivePausedNotice';
import { useLiveChannel } from '../live/useLiveChannel';
import { Sidebar } from './sidebar/Sidebar';
import { TopBar } from './topbar/TopBar';
import { usePendingAuditCount } from './usePendingAuditCount';

/** Every signed-in page: sidebar, top bar, and the page itself; and the tab's one live channel. */
export function AppLayout() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  // First: another user's cached data goes before anything reads it; then the channel for this user.
  useUserCache();
  useLiveChannel(user.id);
  const pendingAudits = usePendingAuditCount();
  return (
    <Layout hasSider style={{ minHeight: '100vh' }}>
      <Sidebar badges={{ [AUDIT_QUEUE_ROUTE]: pendingAudits }} />
      <Layout>
        <TopBar />
        <Layout.Content style={{ padding: 24 }} data-testid="page-content">
          {/* Keyed by the page's identity (its path, for most) so that leaving a crashed page clears the crash. */}
          <ErrorBoundary key={pageIdentity(pathname)}>
            <Outlet />
          </ErrorBoundary>
        </Layout.Content>
      </Layout>
      <LivePausedNotice />
      <ErrorMonitor />
    </Layout>
  );
}
