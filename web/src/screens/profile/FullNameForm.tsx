import { Button, Form, Input } from 'antd';
import { useSession } from '../../auth/sessionContext';
import { useToast } from '../../toast/useToast';
import { FormError } from '../../components/forms/FormError';
import { useSubmit } from '../../components/forms/useSubmit';

interface Values {
  fullName: string;
}

/** PATCH /api/auth/me with the new full name. */
export function FullNameForm({ fullName }: { fullName: string }) {
  const { updateFullName } = useSession();
  const toast = useToast();
  const { submit, pending, error } = useSubmit<Values>(async (values) => {
    await updateFullName(values.fullName.trim());
    toast.success('Profile updated');
  });

  return (
    <Form<Values> layout="vertical" initialValues={{ fullName }} onFinish={submit} requiredMark={false} data-testid="profile-form">
      <Form.Item
        name="fullName"
        label="Full name"
        rules={[{ required: true, whitespace: true, message: 'Please enter your full name.' }]}
      >
        <Input autoComplete="name" maxLength={200} />
      </Form.Item>
      <FormError message={error} />
      <Button type="primary" htmlType="submit" loading={pending}>
        Save
      </Button>
    </Form>
  );
}
