import { Checkbox, Flex, Tag, Typography } from 'antd';
import type { ActionType } from '../../../../../domain/agents/action-types';
import { ACTION_TYPES } from '../../../../../domain/agents/action-types';
import { CAPABILITY_AREAS, RISK_VISUALS, capabilitiesIn } from '../capabilities';

interface CapabilityChecklistProps {
  value?: ActionType[];
  onChange?(value: ActionType[]): void;
}

/** Every action type as a checkbox, grouped by area, with how risky it is. A form control. */
export function CapabilityChecklist({ value = [], onChange }: CapabilityChecklistProps) {
  return (
    <Checkbox.Group value={value} onChange={(checked) => onChange?.(checked as ActionType[])} style={{ width: '100%' }}>
      <Flex vertical gap={12} style={{ width: '100%' }} data-testid="agent-capability-checklist">
        {CAPABILITY_AREAS.map((area) => (
          <div key={area.key}>
            <Typography.Text type="secondary" className="agent-area-title">
              {area.title}
            </Typography.Text>
            <Flex vertical gap={4}>
              {capabilitiesIn(area.key).map((type) => {
                const risk = RISK_VISUALS[ACTION_TYPES[type].risk];
                return (
                  <Flex key={type} justify="space-between" align="center" gap={8}>
                    <Checkbox value={type} data-testid={`capability-${type}`}>
                      {ACTION_TYPES[type].label}
                    </Checkbox>
                    <Tag color={risk.color} style={{ marginInlineEnd: 0 }} variant="filled">
                      {risk.label}
                    </Tag>
                  </Flex>
                );
              })}
            </Flex>
          </div>
        ))}
      </Flex>
    </Checkbox.Group>
  );
}
