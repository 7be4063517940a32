import { Form, Input, Modal, Select, Switch } from 'antd';
import type { AutomationRuleView, AutomationSummary, RuleBody } from '../../../../../domain/automation/contract';
import type { Condition, ConditionOperator } from '../../../../../domain/automation/definition';
import { FormError } from '../../../components/forms/FormError';
import { useSubmit } from '../../../components/forms/useSubmit';
import type { RuleActions } from '../state/useRules';
import { ConditionRows } from './ConditionRows';

interface RuleValues {
  name: string;
  conditions: { field: string; operator: ConditionOperator; value?: string }[];
  automationIds: string[];
  enabled: boolean;
}

function valuesOf(rule: AutomationRuleView | null): RuleValues {
  if (!rule) return { name: '', conditions: [{ field: 'email.subject', operator: 'contains', value: '' }], automationIds: [], enabled: true };
  return {
    name: rule.name,
    conditions: rule.conditions.map((condition) => ({ ...condition, value: condition.value === undefined || condition.value === null ? '' : String(condition.value) })),
    automationIds: rule.actions.map((action) => action.config.workflowId),
    enabled: rule.enabled,
  };
}

function bodyOf(values: RuleValues): RuleBody {
  const conditions: Condition[] = (values.conditions ?? []).map(({ field, operator, value }) =>
    operator === 'exists' ? { field: field.trim(), operator } : { field: field.trim(), operator, value: value ?? '' },
  );
  return {
    name: values.name.trim(),
    conditions,
    actions: values.automationIds.map((workflowId) => ({ type: 'runWorkflow', config: { workflowId } })),
    enabled: values.enabled,
  };
}

interface RuleModalProps {
  open: boolean;
  /** null: a new rule. */
  rule: AutomationRuleView | null;
  automations: readonly AutomationSummary[];
  actions: RuleActions;
  onClose(): void;
}

/** A rule (seed 001 §3): when every condition matches an event, it runs the chosen automations. */
export function RuleModal({ open, rule, automations, actions, onClose }: RuleModalProps) {
  const [form] = Form.useForm<RuleValues>();
  const { submit, pending, error } = useSubmit(async (values: RuleValues) => {
    const body = bodyOf(values);
    if (rule) await actions.save(rule.id, body);
    else await actions.create(body);
    onClose();
  });

  return (
    <Modal
      open={open}
      title={rule ? `Edit rule ${rule.name}` : 'New rule'}
      width={720}
      okText={rule ? 'Save rule' : 'Create rule'}
      okButtonProps={{ loading: pending, 'data-testid': 'rule-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="rule-modal"
    >
      <FormError message={error} />
      <Form<RuleValues> form={form} layout="vertical" requiredMark={false} preserve={false} initialValues={valuesOf(rule)} onFinish={(values) => void submit(values)}>
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Give the rule a name.' }, { max: 200 }]}>
          <Input maxLength={200} data-testid="rule-name-field" />
        </Form.Item>
        <Form.Item label="When all of these match">
          <ConditionRows name="conditions" />
        </Form.Item>
        <Form.Item label="Run these automations" name="automationIds" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one automation to run.' }]}>
          <Select
            mode="multiple"
            placeholder="Choose automations"
            showSearch={{ optionFilterProp: 'label' }}
            options={automations.map((automation) => ({ value: automation.id, label: automation.name }))}
            data-testid="rule-automations-field"
          />
        </Form.Item>
        <Form.Item label="Enabled" name="enabled" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
