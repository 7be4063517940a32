import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { LEGACY_LOGIN_ROUTE } from '../../../../../domain/navigation';
import { deleteAccount } from '../../../api/account';
import { useSession } from '../../../auth/sessionContext';
import { FormError } from '../../../components/forms/FormError';
import { useSubmit } from '../../../components/forms/useSubmit';
import { useToast } from '../../../toast/useToast';

/** DELETE /api/account after the password is typed again; then signed out, on to /login. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const { logOut } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { submit, pending, error } = useSubmit<{ password: string }>(async ({ password }) => {
    const reply = await deleteAccount(password);
    await logOut();
    toast.success(reply.message);
    await navigate(LEGACY_LOGIN_ROUTE, { replace: true });
  });
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="delete-account">
        Delete account…
      </Button>
      <Modal
        open={open}
        title="Delete your account?"
        okText="Delete everything"
        okButtonProps={{ danger: true, loading: pending, htmlType: 'submit', form: 'delete-account-form' }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          This removes your account and everything in it: mail links, analyses, calendar, tasks, automations and their schedules, assistants, documents and files. It cannot be undone. Export your data first if you want to keep it.
        </Typography.Paragraph>
        <Form id="delete-account-form" form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="password" label="Your password, to confirm" rules={[{ required: true, message: 'Enter your password.' }]}>
            <Input.Password autoComplete="current-password" maxLength={200} />
          </Form.Item>
          <FormError message={error} />
        </Form>
      </Modal>
    </>
  );
}
