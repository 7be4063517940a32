import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Empty, Flex, Modal, Result, Skeleton, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { CreatedAssistantTrigger } from '../../../../domain/assistant-triggers/views';
import { errorMessage } from '../../api/ApiError';
import { usePageTitle } from '../../navigation/usePageTitle';
import { useToast } from '../../toast/useToast';
import { AUTOMATION_ROUTE } from '../automation/automationRoutes';
import { CreatedTrigger } from './CreatedTrigger';
import { NewTriggerForm } from './NewTriggerForm';
import { TriggerCard } from './TriggerCard';
import { useAssistantTriggers, useCreateAssistantTrigger, useSetTriggerEnabled } from './useAssistantTriggers';
import './assistant-triggers.css';

/** /assistant-triggers: assistants that answer on their own when an e-mail arrives, on a schedule, or when another app calls. */
export function AssistantTriggersPage() {
  usePageTitle('Assistant triggers');
  const toast = useToast();
  const triggers = useAssistantTriggers();
  const create = useCreateAssistantTrigger();
  const toggle = useSetTriggerEnabled();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedAssistantTrigger | null>(null);

  const start = () => {
    create.reset();
    setCreated(null);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setCreated(null);
  };

  const setEnabled = (automationId: string, enabled: boolean) =>
    toggle.mutate({ automationId, enabled }, { onError: (error) => toast.error(`The trigger could not be switched ${enabled ? 'on' : 'off'}: ${errorMessage(error)}`) });

  let body;
  if (triggers.isPending)
    body = (
      <div data-testid="assistant-triggers-loading" role="status" aria-busy="true" aria-label="Loading your assistant triggers">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  else if (triggers.isError)
    body = (
      <Result
        status="error"
        title="Could not load your assistant triggers"
        subTitle={errorMessage(triggers.error)}
        extra={<Button onClick={() => void triggers.refetch()}>Try again</Button>}
        data-testid="assistant-triggers-error"
      />
    );
  else if (triggers.data.length === 0)
    body = (
      <Empty description="No assistant triggers yet. Make one to have an assistant answer on its own." data-testid="assistant-triggers-empty">
        <Button type="primary" onClick={start}>
          New trigger
        </Button>
      </Empty>
    );
  else
    body = (
      <Flex vertical gap={12} role="list" aria-label="Assistant triggers">
        {triggers.data.map((trigger) => (
          <div role="listitem" key={trigger.automationId}>
            <TriggerCard
              trigger={trigger}
              switching={toggle.isPending && toggle.variables?.automationId === trigger.automationId}
              onEnabled={(enabled) => setEnabled(trigger.automationId, enabled)}
            />
          </div>
        ))}
      </Flex>
    );

  return (
    <Flex vertical gap={16} className="assistant-triggers-screen">
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div className="at-intro">
          <Typography.Title level={2} style={{ margin: 0 }}>
            Assistant triggers
          </Typography.Title>
          <Typography.Text type="secondary">
            An assistant answers on its own when a new e-mail arrives, on a schedule, or when another app calls. Each trigger is an automation: change it in the{' '}
            <Link to={AUTOMATION_ROUTE}>builder</Link>, and open any run to see each step.
          </Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={start} data-testid="assistant-trigger-create">
          New trigger
        </Button>
      </Flex>
      {body}
      <Modal open={open} title={created ? 'Trigger made' : 'New assistant trigger'} onCancel={close} footer={null} width={640} destroyOnHidden>
        {created ? (
          <CreatedTrigger created={created} onDone={close} />
        ) : (
          <NewTriggerForm
            submitting={create.isPending}
            error={create.error}
            onCancel={close}
            onSubmit={(request) => create.mutate(request, { onSuccess: (reply) => setCreated(reply) })}
          />
        )}
      </Modal>
    </Flex>
  );
}
