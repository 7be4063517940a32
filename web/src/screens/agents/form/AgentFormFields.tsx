import { Divider, Form, Input, Select, type FormInstance } from 'antd';
import { AGENT_TYPES, type AgentType } from '../../../../../domain/agents/types';
import { AGENT_TYPE_LABELS } from '../agentVisuals';
import { ApprovalSummary } from './ApprovalSummary';
import { AutonomyField } from './AutonomyField';
import { CapabilityChecklist } from './CapabilityChecklist';
import { ConfigFields } from './ConfigFields';
import type { AgentFormValues } from './agentFormValues';

interface AgentFormFieldsProps {
  form: FormInstance<AgentFormValues>;
  /** Only a new agent chooses its type; the type then fills in its defaults. */
  onTypeChange?(type: AgentType): void;
}

const TYPE_OPTIONS = AGENT_TYPES.map((type) => ({ value: type, label: AGENT_TYPE_LABELS[type] }));

/** The fields shared by "New agent" and "Edit agent". */
export function AgentFormFields({ form, onTypeChange }: AgentFormFieldsProps) {
  const autonomy = Form.useWatch('autonomyLevel', form) ?? 'supervised';
  const capabilities = Form.useWatch('capabilities', form) ?? [];
  return (
    <>
      {onTypeChange ? (
        <Form.Item label="Type" name="type" extra="Sets the capabilities and model defaults; you can change them below.">
          <Select options={TYPE_OPTIONS} onChange={onTypeChange} data-testid="agent-type-field" />
        </Form.Item>
      ) : null}
      <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Give the agent a name.' }, { max: 100 }]}>
        <Input maxLength={100} data-testid="agent-name-field" />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[{ max: 2000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={2000} placeholder="What this agent is for" />
      </Form.Item>
      <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
        What it may do
      </Divider>
      <AutonomyField />
      <Form.Item label="Capabilities" name="capabilities" style={{ marginBottom: 12 }}>
        <CapabilityChecklist />
      </Form.Item>
      <ApprovalSummary autonomy={autonomy} capabilities={capabilities} />
      <Divider titlePlacement="start" plain>
        Model
      </Divider>
      <ConfigFields />
    </>
  );
}
