import { Alert, Button, Flex } from 'antd';
import type { AnalysisConflict } from '../../../api/calendar';
import { longTimeRange } from '../eventTime';

interface ConflictBannerProps {
  conflict: AnalysisConflict;
  zone: string;
  busy: boolean;
  onApply(): void;
  onKeep(): void;
}

/** A notice re-read after a hand edit says something else: the person chooses, nothing is overwritten silently. */
export function ConflictBanner({ conflict, zone, busy, onApply, onKeep }: ConflictBannerProps) {
  const said = [
    `“${conflict.title}”`,
    longTimeRange({ start: conflict.start, end: conflict.end, allDay: false }, zone),
    conflict.location ? `at ${conflict.location}` : null,
    conflict.judge ? `before ${conflict.judge}` : null,
    conflict.hearingType,
  ].filter(Boolean);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="event-conflict"
      title={`The notice was re-read: it now says ${said.join(', ')}.`}
      description={
        <Flex vertical gap={8}>
          <span>You changed this event by hand, so the notice’s version was not applied. Apply it, or keep yours?</span>
          <Flex gap={8} wrap>
            <Button type="primary" size="small" loading={busy} onClick={onApply} data-testid="event-conflict-apply">
              Apply
            </Button>
            <Button size="small" disabled={busy} onClick={onKeep} data-testid="event-conflict-keep">
              Keep mine
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
