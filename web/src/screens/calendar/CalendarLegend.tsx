import { Flex, Typography } from 'antd';
import type { CalendarEvent } from '../../../../domain/calendar/event';
import { kindColor, kindsOf } from './eventColors';

/** The hearing types and categories on screen with their colours. */
export function CalendarLegend({ events }: { events: readonly CalendarEvent[] }) {
  const kinds = kindsOf(events);
  if (kinds.length === 0) return null;
  return (
    <Flex gap={16} wrap data-testid="calendar-legend">
      {kinds.map((kind) => (
        <Flex key={kind} align="center" gap={6}>
          <span className="cal-legend-dot" style={{ background: kindColor(kind) }} />
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {kind}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
