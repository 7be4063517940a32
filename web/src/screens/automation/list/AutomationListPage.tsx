import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Flex, Result, Tabs, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { AUDIT_QUEUE_ROUTE } from '../../../../../domain/navigation';
import { errorMessage } from '../../../api/ApiError';
import { useUserCache } from '../../../data/useUserCache';
import { usePageTitle } from '../../../navigation/usePageTitle';
import { useThemeVars } from '../../../theme/useThemeVars';
import { SuggestedForYou } from '../../learning/SuggestedForYou';
import { EventsPanel } from '../events/EventsPanel';
import { RulesPanel } from '../rules/RulesPanel';
import { useAutomationActions } from '../state/useAutomationActions';
import { useAutomations } from '../state/useAutomations';
import { AutomationTable } from './AutomationTable';
import { ImportButton } from './ImportButton';
import { NewAutomationModal } from './NewAutomationModal';
import '../automation.css';

/** /automation: the user's automations, their rules, and the events that reached their triggers. */
export function AutomationListPage() {
  usePageTitle('Automation & Workflows');
  useUserCache();
  const vars = useThemeVars();
  const automations = useAutomations();
  const actions = useAutomationActions();
  const [creating, setCreating] = useState(false);
  const list = automations.data ?? [];
  const active = list.filter((automation) => automation.status === 'active').length;

  const table =
    automations.error && !automations.data ? (
      <Result
        status="error"
        title="Could not load your automations"
        subTitle={errorMessage(automations.error)}
        extra={<Button onClick={() => void automations.reload()}>Try again</Button>}
        data-testid="automations-error"
      />
    ) : (
      <AutomationTable automations={list} loading={automations.loading && !automations.data} actions={actions} />
    );

  return (
    <Flex vertical gap={16} style={vars} className="automation-screen">
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Automation & Workflows
          </Typography.Title>
          <Typography.Text type="secondary">
            {automations.data ? `${list.length} ${list.length === 1 ? 'automation' : 'automations'}, ${active} active. ` : ''}
            Each run is a durable workflow; steps that need you wait in the <Link to={AUDIT_QUEUE_ROUTE}>Audit Queue</Link>.
          </Typography.Text>
        </div>
        <Flex gap={8}>
          <ImportButton />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="automation-create">
            New automation
          </Button>
        </Flex>
      </Flex>
      <SuggestedForYou />
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          items={[
            { key: 'automations', label: 'Automations', children: table },
            { key: 'rules', label: 'Rules', children: <RulesPanel automations={list} /> },
            { key: 'events', label: 'Events', children: <EventsPanel automations={list} /> },
          ]}
          data-testid="automation-tabs"
        />
      </Card>
      <NewAutomationModal open={creating} onClose={() => setCreating(false)} />
    </Flex>
  );
}
