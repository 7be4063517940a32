import type { CSSProperties, ReactNode } from 'react';
import { Badge, Tooltip, theme } from 'antd';
import { Link } from 'react-router';
import { TOOLTIP_OPEN_DELAY_MS } from '../../../../domain/navigation';

export interface SidebarNavItemProps {
  route: string;
  title: string;
  icon: ReactNode;
  active: boolean;
  collapsed: boolean;
  /** A notification count; nothing shows for 0 or undefined. */
  badge?: number;
}

export function SidebarNavItem({ route, title, icon, active, collapsed, badge }: SidebarNavItemProps) {
  const { token } = theme.useToken();
  const style = {
    '--nav-item-color': active ? token.colorPrimary : token.colorText,
    '--nav-item-bg': active ? token.colorPrimaryBg : 'transparent',
    '--nav-item-hover-bg': active ? token.colorPrimaryBgHover : token.colorFillTertiary,
    justifyContent: collapsed ? 'center' : 'flex-start',
  } as CSSProperties;

  const link = (
    <Link
      to={route}
      className={`sidebar-nav-item${active ? ' is-active' : ''}`}
      style={style}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? title : undefined}
      data-testid={`nav-item-${route}`}
    >
      <Badge count={collapsed ? badge : 0} size="small" offset={[2, -2]}>
        <span className="sidebar-nav-icon">{icon}</span>
      </Badge>
      {!collapsed && <span className="sidebar-nav-title">{title}</span>}
      {!collapsed && badge ? <Badge count={badge} size="small" /> : null}
    </Link>
  );

  if (!collapsed) return link;
  return (
    <Tooltip title={title} placement="right" mouseEnterDelay={TOOLTIP_OPEN_DELAY_MS / 1000}>
      {link}
    </Tooltip>
  );
}
