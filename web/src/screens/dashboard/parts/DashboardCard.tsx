import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';

interface Props {
  id: string;
  title: string;
  /** "View all" link to the screen the part comes from. */
  more?: { href: string; label: string };
  children: ReactNode;
}

/** One part of the dashboard: a titled card (a labelled region) with an optional link to its screen. */
export function DashboardCard({ id, title, more, children }: Props) {
  const headingId = `dashboard-${id}-heading`;
  return (
    <Card
      className="dashboard-card"
      role="region"
      aria-labelledby={headingId}
      data-testid={`dashboard-${id}`}
      title={
        <Typography.Title level={3} id={headingId} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
      extra={more ? <Link to={more.href}>{more.label}</Link> : undefined}
    >
      {children}
    </Card>
  );
}

/** A short line said when a part has nothing to show. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <Typography.Paragraph style={{ margin: 0 }}>{children}</Typography.Paragraph>;
}
