import { Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { LoginInput } from '../../../../domain/user';
import { useSession } from '../../auth/sessionContext';
import { EmailField } from '../../components/forms/EmailField';
import { FormError } from '../../components/forms/FormError';
import { useSubmit } from '../../components/forms/useSubmit';

export function LoginForm() {
  const { logIn } = useSession();
  const { submit, pending, error } = useSubmit<LoginInput>(logIn);

  return (
    <Form<LoginInput> layout="vertical" onFinish={submit} requiredMark={false} data-testid="login-form">
      <EmailField />
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
