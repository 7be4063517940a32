import { Flex, Layout, theme } from 'antd';
import { FullscreenToggle } from './FullscreenToggle';
import { NotificationsButton } from './NotificationsButton';
import { RefreshButton } from './RefreshButton';
import { GlobalSearch } from './search/GlobalSearch';
import { StickyNotesButton } from './StickyNotesButton';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';
import { VoiceToggle } from '../../voice/VoiceToggle';

export function TopBar() {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: 64,
        // antd's Header line-height (64px) would stretch the inline badge and buttons.
        lineHeight: 'normal',
        paddingInline: 20,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorSplit}`,
      }}
      data-testid="top-bar"
    >
      <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
        <GlobalSearch />
        <Flex align="center" gap={4}>
          <VoiceToggle />
          <RefreshButton />
          <ThemeToggle />
          <FullscreenToggle />
          <StickyNotesButton />
          <NotificationsButton />
          <UserMenu />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
