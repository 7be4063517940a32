import type { CSSProperties, MouseEvent } from 'react';
import { Layout, theme } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { AUDIT_QUEUE_ROUTE, pageIdentity } from '../../../domain/navigation';
import { useCurrentUser } from '../auth/sessionContext';
import { useUserCache } from '../data/useUserCache';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { ErrorMonitor } from '../errors/monitor/ErrorMonitor';
import { LivePausedNotice } from '../live/LivePausedNotice';
import { useLiveChannel } from '../live/useLiveChannel';
import { useTokenLifecycle } from '../tokens/useTokenLifecycle';
import { Sidebar } from './sidebar/Sidebar';
import { TopBar } from './topbar/TopBar';
import { usePendingAuditCount } from './usePendingAuditCount';
import '../theme/skip-link.css';

const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to the page content (the link's own jump would only scroll in some browsers). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** Every signed-in page: sidebar, top bar, and the page itself; and the tab's one live channel. */
export function AppLayout() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  // First: another user's cached data goes before anything reads it; then the channel for this user.
  useUserCache();
  useLiveChannel(user.id);
  useTokenLifecycle(user.id);
  const pendingAudits = usePendingAuditCount();
  const { token } = theme.useToken();
  return (
    <Layout hasSider style={{ minHeight: '100vh' }}>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="ws-skip-link"
        onClick={skipToContent}
        style={{ '--ws-skip-bg': token.colorBgElevated, '--ws-skip-text': token.colorLink } as CSSProperties}
        data-testid="skip-link"
      >
        Skip to main content
      </a>
      <Sidebar badges={{ [AUDIT_QUEUE_ROUTE]: pendingAudits }} />
      <Layout>
        <TopBar />
        <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: 24 }} data-testid="page-content">
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
