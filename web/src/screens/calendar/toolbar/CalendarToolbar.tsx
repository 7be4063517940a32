import type { ReactNode } from 'react';
import { Button, Flex, Segmented, Space, Tooltip, Typography } from 'antd';
import { LeftOutlined, PlusOutlined, RightOutlined, SyncOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { CALENDAR_VIEWS, type CalendarView } from '../../../../../domain/calendar/event';

const VIEW_NAMES: Readonly<Record<CalendarView, string>> = { day: 'Day', week: 'Week', month: 'Month' };

interface CalendarToolbarProps {
  view: CalendarView;
  title: string;
  refreshing: boolean;
  /** The time zone and feed controls. */
  extra: ReactNode;
  /** Shown on narrow screens, where the side panel is a drawer. */
  onOpenPanel?: () => void;
  onToday(): void;
  onStep(direction: 1 | -1): void;
  onView(view: CalendarView): void;
  onNewEvent(): void;
}

/** Today, previous and next, the range's title, the view, and "New event"; wraps on narrow screens. */
export function CalendarToolbar({ view, title, refreshing, extra, onOpenPanel, onToday, onStep, onView, onNewEvent }: CalendarToolbarProps) {
  const unit = VIEW_NAMES[view].toLowerCase();
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <Flex align="center" gap={12} wrap>
        {onOpenPanel ? <Button icon={<UnorderedListOutlined />} onClick={onOpenPanel} aria-label="Calendars and filters" data-testid="calendar-panel-open" /> : null}
        <Button type="primary" icon={<PlusOutlined />} onClick={onNewEvent} data-testid="calendar-new-event">
          New event
        </Button>
        <Button onClick={onToday} data-testid="calendar-today">
          Today
        </Button>
        <Space.Compact>
          <Tooltip title={`Previous ${unit}`}>
            <Button icon={<LeftOutlined />} onClick={() => onStep(-1)} aria-label={`Previous ${unit}`} data-testid="calendar-previous" />
          </Tooltip>
          <Tooltip title={`Next ${unit}`}>
            <Button icon={<RightOutlined />} onClick={() => onStep(1)} aria-label={`Next ${unit}`} data-testid="calendar-next" />
          </Tooltip>
        </Space.Compact>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="calendar-title">
          {title}
        </Typography.Title>
        <span role="status" aria-live="polite" className="cal-refreshing" data-testid="calendar-refreshing" data-active={refreshing}>
          {refreshing ? (
            <>
              <SyncOutlined spin aria-hidden /> Refreshing…
            </>
          ) : null}
        </span>
      </Flex>
      <Flex align="center" gap={8} wrap>
        {extra}
        <Segmented<CalendarView>
          value={view}
          onChange={onView}
          options={CALENDAR_VIEWS.map((value) => ({ value, label: VIEW_NAMES[value] }))}
          data-testid="calendar-view-switch"
        />
      </Flex>
    </Flex>
  );
}

