import type { CSSProperties, ReactNode } from 'react';
import { Badge, Tooltip, theme } from 'antd';
import { Link } from 'react-router';
import { TOOLTIP_OPEN_DELAY_MS } from '../../../../domain/navigation';

export interface SidebarNavItemProps {
  route: string;
  title: string;
  /** What the item leads to: shown in its tooltip. */
  description?: string | undefined;
  icon: ReactNode;
  active: boolean;
  collapsed: boolean;
  /** A notification count; nothing shows for 0 or undefined. */
  badge?: number;
}

export function SidebarNavItem({ route, title, description, icon, active, collapsed, badge }: SidebarNavItemProps) {
  const { token } = theme.useToken();
  const style = {
    // The link tone, not the primary one: on the dark theme's selected background the primary blue reads at 2:1.
    '--nav-item-color': active ? token.colorLink : token.colorText,
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
      // Collapsed, the count is the only visible text, so the name carries it too (WCAG 2.5.3), outside brackets: checkers drop bracketed words.
      aria-label={collapsed ? (badge ? `${title}: ${badge}` : title) : undefined}
      data-testid={`nav-item-${route}`}
    >
      {/* A plain count, not antd's rolling digits: while they roll, every digit is on screen and the visible text no longer matches the name. */}
      <Badge
        count={collapsed && badge ? <span className="sidebar-collapsed-count" style={{ background: token.colorError, color: token.colorTextLightSolid }}>{badge}</span> : 0}
        offset={[2, -2]}
      >
        <span className="sidebar-nav-icon">{icon}</span>
      </Badge>
      {!collapsed && <span className="sidebar-nav-title">{title}</span>}
      {!collapsed && badge ? <Badge count={badge} size="small" data-testid={`nav-badge-${route}`} /> : null}
    </Link>
  );

  // Expanded, the title is on screen: the tooltip only adds the description, when there is one.
  const tip = collapsed ? (description ? <TooltipText title={title} description={description} /> : title) : description;
  if (!tip) return link;
  return (
    <Tooltip title={tip} placement="right" mouseEnterDelay={TOOLTIP_OPEN_DELAY_MS / 1000}>
      {link}
    </Tooltip>
  );
}

function TooltipText({ title, description }: { title: string; description: string }) {
  return (
    <>
      <strong>{title}</strong>
      <div>{description}</div>
    </>
  );
}
