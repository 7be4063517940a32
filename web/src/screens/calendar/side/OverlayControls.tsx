import { Flex, Switch, Typography } from 'antd';
import type { CalendarOverlays } from '../../../api/settings';

const OVERLAYS: ReadonlyArray<{ key: keyof CalendarOverlays; label: string }> = [
  { key: 'showCompleted', label: 'Completed events' },
  { key: 'fadeCompleted', label: 'Fade completed events' },
  { key: 'showTasks', label: 'Task events' },
  { key: 'showAutomations', label: 'Automation events' },
  { key: 'showTimeBlocks', label: 'Focus blocks' },
];

interface OverlayControlsProps {
  overlays: CalendarOverlays;
  onChange(changes: Partial<CalendarOverlays>): void;
}

/** What the view shows, saved in the user's preferences. */
export function OverlayControls({ overlays, onChange }: OverlayControlsProps) {
  return (
    <section aria-labelledby="calendar-overlays-heading" data-testid="calendar-overlays">
      <Typography.Title level={5} id="calendar-overlays-heading">
        Show
      </Typography.Title>
      <Flex vertical gap={8}>
        {OVERLAYS.map(({ key, label }) => (
          <label key={key} className="cal-overlay-row">
            <Switch size="small" checked={overlays[key]} onChange={(checked) => onChange({ [key]: checked })} data-testid={`overlay-${key}`} />
            <span>{label}</span>
          </label>
        ))}
      </Flex>
    </section>
  );
}
