import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { AgendaItem } from '../../../api/dashboard';
import { DashboardCard, EmptyLine } from './DashboardCard';
import { dayLabel, timeOfDay } from './format';

function details(item: AgendaItem): string {
  return [item.caseNumber ? `Case ${item.caseNumber}` : null, item.kind === 'hearing' ? item.hearingType : null, item.judge ? `Judge ${item.judge}` : null, item.location]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(' · ');
}

function AgendaList({ items, zone, showDay }: { items: AgendaItem[]; zone: string; showDay: boolean }) {
  return (
    <ul className="dashboard-list">
      {items.map((item) => (
        <li key={`${item.kind}:${item.id}`} className="dashboard-row">
          <span className="dashboard-when">
            {showDay ? `${dayLabel(item.date)} ` : ''}
            {item.kind === 'deadline' ? 'Due' : timeOfDay(item.start, item.allDay, zone)}
          </span>
          <span className="dashboard-what">
            <Tag>{item.kind === 'hearing' ? 'Hearing' : item.state === 'proposed' ? 'Proposed deadline' : 'Deadline'}</Tag>
            <Link to={item.href}>{item.title}</Link>
            {details(item) ? (
              <Typography.Text type="secondary" className="dashboard-detail">
                {details(item)}
              </Typography.Text>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function TodayCard({ items, zone }: { items: AgendaItem[]; zone: string }) {
  return (
    <DashboardCard id="today" title="Today's hearings and deadlines" more={{ href: '/calendar?view=day', label: 'Open calendar' }}>
      {items.length === 0 ? <EmptyLine>Nothing due today.</EmptyLine> : <AgendaList items={items} zone={zone} showDay={false} />}
    </DashboardCard>
  );
}

export function WeekCard({ items, zone }: { items: AgendaItem[]; zone: string }) {
  return (
    <DashboardCard id="week" title="Later this week" more={{ href: '/calendar', label: 'Open week' }}>
      {items.length === 0 ? <EmptyLine>No more hearings or deadlines this week.</EmptyLine> : <AgendaList items={items} zone={zone} showDay />}
    </DashboardCard>
  );
}
