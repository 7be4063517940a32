import { Form, Modal } from 'antd';
import type { AgentType } from '../../../../domain/agents/types';
import { FormError } from '../../components/forms/FormError';
import { useSubmit } from '../../components/forms/useSubmit';
import { AgentFormFields } from './form/AgentFormFields';
import { defaultsForType, inputOf, type AgentFormValues } from './form/agentFormValues';
import type { AgentActions } from './state/useAgentActions';

interface AgentCreateModalProps {
  open: boolean;
  actions: AgentActions;
  onClose(): void;
}

const INITIAL_TYPE: AgentType = 'email';

/** A new agent: its type fills in capabilities and model defaults, which the person can then adjust. */
export function AgentCreateModal({ open, actions, onClose }: AgentCreateModalProps) {
  const [form] = Form.useForm<AgentFormValues>();
  const { submit, pending, error } = useSubmit(async (values: AgentFormValues) => {
    await actions.create(inputOf(values));
    onClose();
  });

  const applyType = (type: AgentType) => {
    const defaults = defaultsForType(type);
    // A name the person typed stays; the suggested one follows the type.
    const keep = form.isFieldTouched('name') ? { name: form.getFieldValue('name') as string } : {};
    form.setFieldsValue({ ...defaults, ...keep, description: form.getFieldValue('description') as string });
  };

  return (
    <Modal
      open={open}
      title="New agent"
      width={640}
      okText="Create agent"
      okButtonProps={{ loading: pending, 'data-testid': 'agent-create-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="agent-create-modal"
    >
      <FormError message={error} />
      <Form<AgentFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        initialValues={defaultsForType(INITIAL_TYPE)}
        onFinish={(values) => void submit(values)}
      >
        <AgentFormFields form={form} onTypeChange={applyType} />
      </Form>
    </Modal>
  );
}
