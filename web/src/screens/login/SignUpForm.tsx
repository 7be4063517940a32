import { Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { SignUpInput } from '../../../../domain/user';
import { AUTH_MESSAGES } from '../../../../domain/errors';
import { useSession } from '../../auth/sessionContext';
import { EmailField } from '../../components/forms/EmailField';
import { FormError } from '../../components/forms/FormError';
import { useSubmit } from '../../components/forms/useSubmit';

export function SignUpForm() {
  const { signUp } = useSession();
  const { submit, pending, error } = useSubmit<SignUpInput>(signUp);

  return (
    <Form<SignUpInput> layout="vertical" onFinish={submit} requiredMark={false} data-testid="signup-form">
      <Form.Item name="firstName" label="First name" rules={[{ required: true, whitespace: true, message: AUTH_MESSAGES.firstNameRequired }]}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="lastName" label="Last name" rules={[{ required: true, whitespace: true, message: AUTH_MESSAGES.lastNameRequired }]}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <EmailField />
      {/* Password strength is the server's rule; its message shows below when it refuses. */}
      <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Please choose a password.' }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <FormError message={error} />
      <Button type="primary" htmlType="submit" block loading={pending}>
        Create account
      </Button>
    </Form>
  );
}
