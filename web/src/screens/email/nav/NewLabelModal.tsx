import { Form, Input, Modal } from 'antd';
import type { MailLabel } from '../../../../../domain/mail/types';
import { createLabel } from '../../../api/mailActions';
import { FormError } from '../../../components/forms/FormError';
import { useSubmit } from '../../../components/forms/useSubmit';
import { patchQueries } from '../../../data/optimistic';
import { mailKeys } from '../state/keys';

interface NewLabelModalProps {
  accountId: string;
  open: boolean;
  onClose(): void;
}

/** POST .../labels; an existing name answers with the existing label, which simply stays in the list. */
export function NewLabelModal({ accountId, open, onClose }: NewLabelModalProps) {
  const [form] = Form.useForm<{ name: string }>();
  const { submit, pending, error } = useSubmit(async ({ name }: { name: string }) => {
    const label = await createLabel(accountId, name.trim());
    await patchQueries<MailLabel[]>(mailKeys.labels(accountId), (labels) => [...labels.filter((l) => l.id !== label.id), label]);
    form.resetFields();
    onClose();
  });

  return (
    <Modal
      open={open}
      title="New label"
      okText="Create label"
      onOk={() => form.submit()}
      confirmLoading={pending}
      onCancel={onClose}
      destroyOnHidden
      data-testid="new-label-modal"
    >
      <FormError message={error} />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          label="Name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Enter a name for the label.' }]}
        >
          <Input autoFocus maxLength={100} placeholder="e.g. Hearings" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
