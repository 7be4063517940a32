import type { CSSProperties } from 'react';
import { Layout, theme } from 'antd';
import { NAV_SECTIONS, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_EXPANDED_WIDTH, type NavRoute } from '../../../../domain/navigation';
import { AutoCollapseSwitch } from './AutoCollapseSwitch';
import { SidebarHeader } from './SidebarHeader';
import { SidebarSection } from './SidebarSection';
import { useSidebarState } from './useSidebarState';
import './sidebar.css';

export function Sidebar({ badges }: { badges?: Partial<Record<NavRoute, number>> }) {
  const sidebar = useSidebarState();
  const collapsed = !sidebar.isOpen;
  const { token } = theme.useToken();

  return (
    <Layout.Sider
      theme="light"
      width={SIDEBAR_EXPANDED_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      className="sidebar"
      style={{ '--sidebar-border': token.colorSplit } as CSSProperties}
      onMouseEnter={sidebar.onMouseEnter}
      onMouseLeave={sidebar.onMouseLeave}
      data-testid="sidebar"
      data-collapsed={String(collapsed)}
    >
      <div className="sidebar-inner">
        <SidebarHeader collapsed={collapsed} onToggle={sidebar.toggle} />
        <div className="sidebar-sections">
          {NAV_SECTIONS.map((section) => (
            <SidebarSection
              key={section.title}
              title={section.title}
              items={section.items}
              collapsed={collapsed}
              badges={badges}
            />
          ))}
        </div>
        <AutoCollapseSwitch on={sidebar.autoCollapse} collapsed={collapsed} onChange={sidebar.setAutoCollapse} />
      </div>
    </Layout.Sider>
  );
}
