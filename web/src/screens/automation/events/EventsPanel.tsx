import { useState } from 'react';
import { Alert, Button, Empty, Flex, Select, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { AutomationSummary } from '../../../../../domain/automation/contract';
import { errorMessage } from '../../../api/ApiError';
import { EventsTable } from './EventsTable';
import { useEvents } from './useEvents';

/** The recent events of one saved automation: its trigger's (e-mail, webhook) and those of rules that run it. */
export function EventsPanel({ automations }: { automations: readonly AutomationSummary[] }) {
  const candidates = automations.filter((automation) => automation.currentVersion > 0);
  const [chosen, setChosen] = useState<string | null>(null);
  const automationId = chosen ?? candidates[0]?.id ?? null;
  const events = useEvents(automationId);

  if (candidates.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Save an automation first: its events appear here." />;
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
