import { Button, Divider, Drawer, Flex, Form, Input, Select } from 'antd';
import type { Agent } from '../../../../domain/agents/types';
import { FormError } from '../../components/forms/FormError';
import { useSubmit } from '../../components/forms/useSubmit';
import { AgentFormFields } from './form/AgentFormFields';
import { changesOf, valuesOf, type AgentFormValues } from './form/agentFormValues';
import type { AgentActions } from './state/useAgentActions';
import { ScheduleStep } from './wizard/ScheduleStep';
import { TRIGGER_OPTIONS } from './wizard/wizardValues';

interface AgentEditDrawerProps {
  /** null: closed. */
  agent: Agent | null;
  actions: AgentActions;
  onClose(): void;
}

/** Name, description, autonomy (with what it will hold for approval), capabilities and model of one agent. */
export function AgentEditDrawer({ agent, actions, onClose }: AgentEditDrawerProps) {
  const [form] = Form.useForm<AgentFormValues>();
  const { submit, pending, error } = useSubmit(async (values: AgentFormValues) => {
    if (!agent) return;
    await actions.save(agent.id, changesOf(values));
    onClose();
  });

  return (
    <Drawer
      open={agent !== null}
      title={agent ? `Edit ${agent.name}` : 'Edit agent'}
      size={560}
      onClose={onClose}
      destroyOnHidden
      data-testid="agent-edit-drawer"
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={pending} onClick={() => form.submit()} data-testid="agent-save">
            Save
          </Button>
        </Flex>
      }
    >
      {agent ? (
        <>
          <FormError message={error} />
          <Form<AgentFormValues> form={form} layout="vertical" requiredMark={false} initialValues={valuesOf(agent)} onFinish={(values) => void submit(values)}>
            <AgentFormFields form={form} />
            <Form.Item label="Custom prompt" name="customPrompt" extra="Anything particular to your practice, added after the system prompt.">
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={10000} />
            </Form.Item>
            <Divider titlePlacement="start" plain>
              When it works
            </Divider>
            <Form.Item label="Starts when" name="triggers">
              <Select mode="multiple" options={TRIGGER_OPTIONS} placeholder="Only when you ask it" />
            </Form.Item>
            <ScheduleStep />
          </Form>
        </>
      ) : null}
    </Drawer>
  );
}
