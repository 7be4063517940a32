import { MailOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { AUTH_MESSAGES } from '../../../../domain/errors';

/** The e-mail field of the login and sign-up forms. */
export function EmailField() {
  return (
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
  );
}
