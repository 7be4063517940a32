import { Divider, Typography, theme } from 'antd';
import { useLocation } from 'react-router';
import { isNavItemActive, type NavRoute } from '../../../../domain/navigation';
import { NAV_ICONS } from './navIcons';
import { SidebarNavItem } from './SidebarNavItem';

export interface SidebarSectionProps {
  title: string;
  items: readonly { route: NavRoute; title: string; description?: string }[];
  collapsed: boolean;
  badges?: Partial<Record<NavRoute, number>>;
}

export function SidebarSection({ title, items, collapsed, badges }: SidebarSectionProps) {
  const { pathname } = useLocation();
  // The small uppercase titles need the stronger secondary colour to reach 4.5:1 contrast.
  const { token } = theme.useToken();
  return (
    <section className="sidebar-section" aria-label={title}>
      {collapsed ? (
        <Divider style={{ margin: '8px 0' }} />
      ) : (
        <Typography.Text className="sidebar-section-title" style={{ color: token.colorTextSecondary }}>
          {title}
        </Typography.Text>
      )}
      <nav>
        {items.map((item) => (
          <SidebarNavItem
            key={item.route}
            route={item.route}
            title={item.title}
            description={item.description}
            icon={NAV_ICONS[item.route]}
            active={isNavItemActive(pathname, item.route)}
            collapsed={collapsed}
            badge={badges?.[item.route]}
          />
        ))}
      </nav>
    </section>
  );
}
