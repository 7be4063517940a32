import { Flex, Switch, Tooltip, Typography } from 'antd';
import { TOOLTIP_OPEN_DELAY_MS } from '../../../../domain/navigation';

const LABEL = 'Auto-collapse';

export function AutoCollapseSwitch({ on, collapsed, onChange }: { on: boolean; collapsed: boolean; onChange(on: boolean): void }) {
  const toggle = (
    <Switch size="small" checked={on} onChange={onChange} aria-label={LABEL} data-testid="auto-collapse-switch" />
  );
  if (collapsed) {
    return (
      <Flex justify="center" className="sidebar-footer">
        <Tooltip title={LABEL} placement="right" mouseEnterDelay={TOOLTIP_OPEN_DELAY_MS / 1000}>
          {toggle}
        </Tooltip>
      </Flex>
    );
  }
  return (
    <Flex align="center" justify="space-between" className="sidebar-footer">
      <Typography.Text type="secondary">{LABEL}</Typography.Text>
      {toggle}
    </Flex>
  );
}
