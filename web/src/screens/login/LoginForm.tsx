import { Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import type { LoginInput } from '../../../../domain/user';
import { AUTH_MESSAGES } from '../../../../domain/errors';
import { useSession } from '../../auth/sessionContext';
import { FormError } from '../../components/forms/FormError';
import { useSubmit } from '../../components/forms/useSubmit';

export function LoginForm() {
  const { logIn } = useSession();
  const { submit, pending, error } = useSubmit<LoginInput>(logIn);

  return (
    <Form<LoginInput> layout="vertical" onFinish={submit} requiredMark={false} data-testid="login-form">
      <Form.Item
        name="email"
        label="Email"
        rules={[
          { required: true, message: 'Please enter your email.' },
          { type: 'email', message: AUTH_MESSAGES.invalidEmail },
        ]}
      >
        <Input prefix={<MailOutlined />} autoComplete="email" placeholder="you@firm.com" />
      </Form.Item>
      <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Please enter your password.' }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <FormError message={error} />
      <Button type="primary" htmlType="submit" block loading={pending}>
        Log in
      </Button>
    </Form>
  );
}
