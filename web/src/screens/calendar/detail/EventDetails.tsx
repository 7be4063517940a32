import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { ClockCircleOutlined, MailOutlined } from '@ant-design/icons';
import type { CalendarEvent } from '../../../../../domain/calendar/event';
import { eventColor, eventKind } from '../eventColors';
import { longTimeRange } from '../eventTime';

const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** E-mail that the event came from, in the inbox of its account. */
export function sourceEmailRoute(source: NonNullable<CalendarEvent['emailSource']>): string {
  return `/email/folder/${encodeURIComponent(source.accountId)}/INBOX/${encodeURIComponent(source.messageId)}`;
}

export function EventDetails({ event }: { event: CalendarEvent }) {
  const kind = eventKind(event);
  const navigate = useNavigate();
  const source = event.emailSource ? sourceEmailRoute(event.emailSource) : null;
  return (
    <Flex vertical gap={20}>
      <div>
        <Flex align="center" gap={10}>
          <span className="cal-legend-dot" style={{ background: eventColor(event), width: 14, height: 14 }} />
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="event-title">
            {event.title || '(untitled)'}
          </Typography.Title>
        </Flex>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6 }} data-testid="event-time">
          <ClockCircleOutlined /> {longTimeRange(event)}
        </Typography.Text>
        {kind ? (
          <Tag
            variant="outlined"
            style={{ marginTop: 10, color: eventColor(event), borderColor: eventColor(event), background: 'transparent' }}
          >
            {kind}
          </Tag>
        ) : null}
      </div>
      <Descriptions
        size="small"
        column={1}
        styles={{ label: { width: 120 } }}
        items={[
          { key: 'location', label: 'Location', children: orDash(event.location) },
          {
            key: 'case',
            label: 'Case number',
            children: event.caseNumber ? (
              <Typography.Text strong copyable data-testid="event-case-number">
                {event.caseNumber}
              </Typography.Text>
            ) : (
              '—'
            ),
          },
          { key: 'hearing', label: 'Hearing type', children: orDash(event.hearingType) },
          { key: 'judge', label: 'Judge', children: orDash(event.judge) },
          { key: 'attendees', label: 'Attendees', children: event.attendees.length ? event.attendees.join(', ') : '—' },
          { key: 'category', label: 'Category', children: orDash(event.category) },
        ]}
      />
      {event.description ? (
        <div>
          <Typography.Text strong>Description</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 6 }} data-testid="event-description">
            {event.description}
          </Typography.Paragraph>
        </div>
      ) : null}
      {event.emailSource ? (
        <div>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            From the e-mail “{event.emailSource.subject}” ({event.emailSource.from})
          </Typography.Text>
          <Button
            icon={<MailOutlined />}
            href={source ?? undefined}
            onClick={(click) => {
              click.preventDefault();
              if (source) void navigate(source);
            }}
            data-testid="open-source-email"
          >
            Open source e-mail
          </Button>
        </div>
      ) : null}
    </Flex>
  );
}
