import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { ClockCircleOutlined, MailOutlined } from '@ant-design/icons';
import type { CalendarEvent, CalendarSource, CalendarTag } from '../../../api/calendar';
import { repeatOf } from '../editor/eventForm';
import { longTimeRange } from '../eventTime';
import { eventColor } from '../views/eventInput';
import { DeadlinesSection } from '../../deadlines/DeadlinesSection';

const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

const REPEAT_TEXT = { none: null, daily: 'Every day', weekly: 'Every week', monthly: 'Every month', custom: 'Repeats (custom rule)' } as const;

/** E-mail that the event came from, in the inbox of its account. */
export function sourceEmailRoute(source: NonNullable<CalendarEvent['emailSource']>): string {
  return `/email/folder/${encodeURIComponent(source.accountId)}/INBOX/${encodeURIComponent(source.messageId)}`;
}

interface EventDetailsProps {
  event: CalendarEvent;
  sources: ReadonlyMap<string, CalendarSource>;
  tags: readonly CalendarTag[];
  zone: string;
}

export function EventDetails({ event, sources, tags, zone }: EventDetailsProps) {
  const navigate = useNavigate();
  const link = event.emailSource ? sourceEmailRoute(event.emailSource) : null;
  const kind = event.hearingType?.trim() || event.category?.trim() || null;
  const tagColor = new Map(tags.map((tag) => [tag.name, tag.color]));
  const repeat = REPEAT_TEXT[repeatOf(event.recurrence)];
  return (
    <Flex vertical gap={20}>
      <div>
        <Flex align="center" gap={10}>
          <span className="cal-legend-dot" style={{ background: eventColor(event, sources), width: 14, height: 14 }} />
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="event-title">
            {event.title || '(untitled)'}
          </Typography.Title>
        </Flex>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6 }} data-testid="event-time">
          <ClockCircleOutlined /> {longTimeRange(event, zone)}
          {repeat ? ` · ${repeat}` : ''}
        </Typography.Text>
        <Flex gap={6} wrap style={{ marginTop: 10 }}>
          {kind ? <Tag>{kind}</Tag> : null}
          {event.tags.map((tag) => (
            <Tag key={tag} color={tagColor.get(tag)} data-testid="event-tag">
              {tag}
            </Tag>
          ))}
          {event.completed ? <Tag color="success">Completed</Tag> : null}
          {event.editedByHand ? <Tag>Edited by hand</Tag> : null}
        </Flex>
        {event.seriesId ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 10 }} data-testid="event-occurrence-note">
            One occurrence of a repeating event: editing or deleting it changes the whole series.
          </Typography.Text>
        ) : null}
      </div>
      <Descriptions
        size="small"
        column={1}
        styles={{ label: { width: 120 } }}
        items={[
          { key: 'calendar', label: 'Calendar', children: sources.get(event.sourceId)?.name ?? event.sourceId },
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
      {event.hearingType?.trim() && !event.seriesId ? <DeadlinesSection eventId={event.id} zone={zone} /> : null}
      {event.emailSource ? (
        <div>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            From the e-mail “{event.emailSource.subject}” ({event.emailSource.from})
          </Typography.Text>
          <Button
            icon={<MailOutlined />}
            href={link ?? undefined}
            onClick={(click) => {
              click.preventDefault();
              if (link) void navigate(link);
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
