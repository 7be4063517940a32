import type { ReactNode } from 'react';
import { Descriptions, Tag, Typography } from 'antd';
import type { MeetingDetails } from '../../../../../domain/analysis/types';
import { FieldSource } from './FieldSource';
import { formatClock, formatDay } from './formatDay';

const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** The hearing or meeting the analysis found: what the calendar event is made from. */
export function MeetingDetailsView({ details }: { details: MeetingDetails }) {
  const source = (field: keyof NonNullable<MeetingDetails['evidence']>, value: ReactNode) => (
    <FieldSource value={value} evidence={details.evidence?.[field]} testId={`analysis-source-${field}`} />
  );
  return (
    <Descriptions
      size="small"
      column={1}
      colon={false}
      styles={{ label: { width: 120 } }}
      data-testid="analysis-meeting"
      items={[
        { key: 'title', label: 'Title', children: orDash(details.eventTitle) },
        { key: 'date', label: 'Date', children: source('eventDate', details.eventDate ? formatDay(details.eventDate) : '—') },
        { key: 'time', label: 'Time', children: source('eventTime', details.eventTime ? formatClock(details.eventTime) : '—') },
        { key: 'end', label: 'Ends', children: details.endTime ? formatClock(details.endTime) : '—' },
        { key: 'zone', label: 'Time zone', children: orDash(details.timeZone) },
        { key: 'location', label: 'Location', children: source('location', orDash(details.location)) },
        { key: 'attendees', label: 'Attendees', children: details.attendees.length ? details.attendees.join(', ') : '—' },
        {
          key: 'case',
          label: 'Case number',
          children: source(
            'caseNumber',
            details.caseNumber ? (
              <Typography.Text strong copyable data-testid="analysis-case-number">
                {details.caseNumber}
              </Typography.Text>
            ) : (
              '—'
            ),
          ),
        },
        { key: 'type', label: 'Event type', children: source('eventType', details.eventType ? <Tag color="geekblue">{details.eventType}</Tag> : '—') },
        { key: 'judge', label: 'Judge', children: source('judgeName', orDash(details.judgeName)) },
        { key: 'person', label: 'Person involved', children: orDash(details.personInvolved) },
      ]}
    />
  );
}
