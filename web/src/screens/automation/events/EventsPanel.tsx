import { useState } from 'react';
import { Alert, Button, Empty, Flex, Select, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { AutomationSummary } from '../../../../../domain/automation/contract';
import { errorMessage } from '../../../api/ApiError';
import { EventsTable } from './EventsTable';
import { useEvents } from './useEvents';

/** Triggers that receive events; a manual trigger only ever runs by hand. */
const EVENT_TRIGGERS = new Set(['trigger.email_received', 'trigger.webhook', 'trigger.schedule']);

/** The recent events of one automation's trigger, chosen from those whose trigger receives events. */
export function EventsPanel({ automations }: { automations: readonly AutomationSummary[] }) {
  const candidates = automations.filter((automation) => automation.triggerType !== null && EVENT_TRIGGERS.has(automation.triggerType));
  const [chosen, setChosen] = useState<string | null>(null);
  const automationId = chosen ?? candidates[0]?.id ?? null;
  const events = useEvents(automationId);

  if (candidates.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="None of your automations starts on an e-mail, a webhook or a schedule yet." />;
  }

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">Events of</Typography.Text>
        <Select
          value={automationId}
          onChange={setChosen}
          style={{ minWidth: 260 }}
          options={candidates.map((automation) => ({ value: automation.id, label: automation.name }))}
          aria-label="Automation"
          data-testid="events-automation"
        />
        <Button icon={<ReloadOutlined />} onClick={() => void events.reload()} aria-label="Refresh events" />
      </Flex>
      {events.error ? <Alert type="error" showIcon title="Could not load the events" description={errorMessage(events.error)} /> : null}
      {automationId ? <EventsTable automationId={automationId} events={events.data ?? []} loading={events.loading && !events.data} /> : null}
    </Flex>
  );
}
