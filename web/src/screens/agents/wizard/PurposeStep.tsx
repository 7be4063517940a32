import { Form, Input, type FormInstance } from 'antd';
import { ApprovalSummary } from '../form/ApprovalSummary';
import { AutonomyField } from '../form/AutonomyField';
import { CapabilityChecklist } from '../form/CapabilityChecklist';
import type { WizardValues } from './wizardValues';

/** Name, description, what it may do and how much alone, with a live preview of what waits for you. */
export function PurposeStep({ form }: { form: FormInstance<WizardValues> }) {
  const autonomy = Form.useWatch('autonomyLevel', form) ?? 'supervised';
  const capabilities = Form.useWatch('capabilities', form) ?? [];
  return (
    <>
      <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Give the agent a name.' }, { max: 100 }]}>
        <Input maxLength={100} data-testid="wizard-name" />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[{ max: 2000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={2000} placeholder="What this agent is for" />
      </Form.Item>
      <AutonomyField />
      <Form.Item label="What it may do" name="capabilities" style={{ marginBottom: 12 }}>
        <CapabilityChecklist />
      </Form.Item>
      <div aria-live="polite">
        <ApprovalSummary autonomy={autonomy} capabilities={capabilities} />
      </div>
    </>
  );
}
