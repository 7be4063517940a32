import { Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH } from '../../../../../domain/validation';
import { changePassword } from '../../../api/account';
import { FormError } from '../../../components/forms/FormError';
import { useSubmit } from '../../../components/forms/useSubmit';
import { useToast } from '../../../toast/useToast';
import { settingsKeys } from '../settingsKeys';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** POST /api/account/password: the sign-up rules apply; the other sessions are signed out. */
export function PasswordForm() {
  const [form] = Form.useForm<Values>();
  const toast = useToast();
  const client = useQueryClient();
  const { submit, pending, error } = useSubmit<Values>(async ({ currentPassword, newPassword }) => {
    const reply = await changePassword({ currentPassword, newPassword });
    form.resetFields();
    toast.success(reply.message);
    await client.invalidateQueries({ queryKey: settingsKeys.sessions });
  });
  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false} style={{ maxWidth: 400 }} data-testid="password-form">
      <Form.Item name="currentPassword" label="Current password" rules={[{ required: true, message: 'Enter your current password.' }]}>
        <Input.Password autoComplete="current-password" maxLength={200} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="New password"
        extra={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
        rules={[{ required: true, message: 'Enter a new password.' }]}
      >
        <Input.Password autoComplete="new-password" maxLength={200} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="New password again"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: 'Enter the new password again.' },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('The two passwords differ.'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={200} />
      </Form.Item>
      <FormError message={error} />
      <Button type="primary" htmlType="submit" loading={pending}>
        Change password
      </Button>
    </Form>
  );
}
