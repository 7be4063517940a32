import { useNavigate } from 'react-router';
import { Button, Col, Flex, Form, Input, InputNumber, Row, Switch } from 'antd';
import { DEFAULT_FOLDER, type MailAccount } from '../../../../../domain/mail/types';
import { addImapAccount, type ImapAccountInput } from '../../../api/mailActions';
import { FormError } from '../../../components/forms/FormError';
import { useSubmit } from '../../../components/forms/useSubmit';
import { patchQueries } from '../../../data/optimistic';
import { folderRoute } from '../mailRoutes';
import { mailKeys } from '../state/keys';

const INITIAL: Partial<ImapAccountInput> = { imapPort: 993, imapSecure: true, smtpPort: 465, smtpSecure: true };
const required = (what: string) => [{ required: true, whitespace: true, message: `Enter the ${what}.` }];

/** POST /api/mail/accounts/imap; the server's 400/409 message shows above the form. */
export function ImapAccountForm({ onBack, onAdded }: { onBack(): void; onAdded(): void }) {
  const navigate = useNavigate();
  const { submit, pending, error } = useSubmit(async (values: ImapAccountInput) => {
    const account = await addImapAccount({ ...values, email: values.email.trim(), username: values.username.trim() });
    await patchQueries<MailAccount[]>(mailKeys.accounts(), (accounts) => [...accounts.filter((a) => a.id !== account.id), account]);
    onAdded();
    void navigate(folderRoute(account.id, DEFAULT_FOLDER));
  });

  return (
    <Form<ImapAccountInput> layout="vertical" initialValues={INITIAL} onFinish={submit} requiredMark={false} data-testid="imap-form">
      <FormError message={error} />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="E-mail address" name="email" rules={required('e-mail address')}>
            <Input type="email" autoComplete="off" placeholder="you@firm.com" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Display name" name="name" rules={required('display name')}>
            <Input placeholder="Your name" />
          </Form.Item>
        </Col>
      </Row>
      <ServerRow prefix="imap" title="IMAP server" />
      <ServerRow prefix="smtp" title="SMTP server" />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="User name" name="username" rules={required('user name')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Password" name="password" rules={required('password')}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
      <Flex justify="space-between">
        <Button onClick={onBack}>Back</Button>
        <Button type="primary" htmlType="submit" loading={pending}>
          Add account
        </Button>
      </Flex>
    </Form>
  );
}

function ServerRow({ prefix, title }: { prefix: 'imap' | 'smtp'; title: string }) {
  return (
    <Row gutter={12}>
      <Col xs={24} sm={14}>
        <Form.Item label={`${title} host`} name={`${prefix}Host`} rules={required(`${title} host`)}>
          <Input placeholder={`${prefix}.example.com`} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={5}>
        <Form.Item label="Port" name={`${prefix}Port`} rules={[{ required: true, message: 'Enter the port.' }]}>
          <InputNumber min={1} max={65535} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={5}>
        <Form.Item label="TLS" name={`${prefix}Secure`} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
    </Row>
  );
}
