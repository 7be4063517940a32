import type { ReactNode } from 'react';
import { Descriptions, Tag, Typography } from 'antd';
import type { MeetingDetails } from '../../../../../domain/analysis/types';
import { formatClock, formatDay } from './formatDay';

const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** The hearing or meeting the analysis found: what the calendar event is made from. */
export function MeetingDetailsView({ details }: { details: MeetingDetails }) {
  return (
    <Descriptions
      size="small"
      column={1}
      colon={false}
      styles={{ label: { width: 120 } }}
      data-testid="analysis-meeting"
      items={[
        { key: 'title', label: 'Title', children: orDash(details.eventTitle) },
        { key: 'date', label: 'Date', children: details.eventDate ? formatDay(details.eventDate) : '—' },
        { key: 'time', label: 'Time', children: details.eventTime ? formatClock(details.eventTime) : '—' },
        { key: 'end', label: 'Ends', children: details.endTime ? formatClock(details.endTime) : '—' },
        { key: 'zone', label: 'Time zone', children: orDash(details.timeZone) },
        { key: 'location', label: 'Location', children: orDash(details.location) },
        { key: 'attendees', label: 'Attendees', children: details.attendees.length ? details.attendees.join(', ') : '—' },
        {
          key: 'case',
          label: 'Case number',
          children: details.caseNumber ? (
            <Typography.Text strong copyable data-testid="analysis-case-number">
              {details.caseNumber}
            </Typography.Text>
          ) : (
            '—'
          ),
        },
        { key: 'type', label: 'Event type', children: details.eventType ? <Tag color="geekblue">{details.eventType}</Tag> : '—' },
        { key: 'judge', label: 'Judge', children: orDash(details.judgeName) },
        { key: 'person', label: 'Person involved', children: orDash(details.personInvolved) },
      ]}
    />
  );
}
