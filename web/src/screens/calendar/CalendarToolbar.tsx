import { Button, Flex, Segmented, Space, Spin, Tooltip, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { CALENDAR_VIEWS, type CalendarView } from '../../../../domain/calendar/event';

const VIEW_NAMES: Readonly<Record<CalendarView, string>> = { day: 'Day', week: 'Week', month: 'Month' };

interface CalendarToolbarProps {
  view: CalendarView;
  title: string;
  zoneName: string;
  loading: boolean;
  onToday(): void;
  onStep(direction: 1 | -1): void;
  onView(view: CalendarView): void;
}

export function CalendarToolbar({ view, title, zoneName, loading, onToday, onStep, onView }: CalendarToolbarProps) {
  const unit = VIEW_NAMES[view].toLowerCase();
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <Flex align="center" gap={12} wrap>
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
        {loading ? <Spin size="small" /> : null}
      </Flex>
      <Flex align="center" gap={12}>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {zoneName}
        </Typography.Text>
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
