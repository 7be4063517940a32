import { Button, Flex, Form, Input } from 'antd';
import type { CreateAutomationBody } from '../../../../../domain/automation/contract';
import { FormError } from '../../../components/forms/FormError';
import { useSubmit } from '../../../components/forms/useSubmit';

interface BlankValues {
  name: string;
  description?: string;
}

/** Name and description of an automation that starts as an empty canvas. */
export function BlankForm({ onCreate }: { onCreate(body: CreateAutomationBody): Promise<void> }) {
  const { submit, pending, error } = useSubmit(async (values: BlankValues) => {
    await onCreate({ name: values.name.trim(), description: values.description?.trim() ?? '' });
  });
  return (
    <Form<BlankValues> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} data-testid="automation-blank-form">
      <FormError message={error} />
      <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Give the automation a name.' }, { max: 200 }]}>
        <Input maxLength={200} placeholder="e.g. Hearing notices" autoFocus data-testid="automation-name-field" />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[{ max: 2000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={2000} placeholder="What it is for" />
      </Form.Item>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={pending} data-testid="automation-create-blank">
          Create and open the builder
        </Button>
      </Flex>
    </Form>
  );
}
