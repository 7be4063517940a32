import { useEffect } from 'react';
import { Form, Input, Modal, Switch } from 'antd';
import { TEAM_LIMITS, TEAM_MESSAGES } from '../../../../../domain/teams/messages';

export interface NameForm {
  name: string;
  description?: string;
  isPrivate?: boolean;
}

interface NameModalProps {
  open: boolean;
  title: string;
  okText: string;
  nameLabel: string;
  requiredText: string;
  maxLength: number;
  initial?: NameForm;
  withPrivacy?: boolean;
  onCancel: () => void;
  onSubmit: (values: NameForm) => Promise<unknown>;
}

/** A small form for a name and description: creating a team or a page, renaming either. */
export function NameModal({ open, title, okText, nameLabel, requiredText, maxLength, initial, withPrivacy, onCancel, onSubmit }: NameModalProps) {
  const [form] = Form.useForm<NameForm>();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initial?.name ?? '', description: initial?.description ?? '', isPrivate: false });
  }, [open, form, initial?.name, initial?.description]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await onSubmit(values);
    } catch (failure) {
      form.setFields([{ name: 'name', errors: [failure instanceof Error ? failure.message : 'Not saved. Please try again.'] }]);
    }
  };

  return (
    <Modal open={open} title={title} okText={okText} onOk={() => void submit()} onCancel={onCancel} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="name" label={nameLabel} rules={[{ validator: (_, value: string) => (value?.trim() ? Promise.resolve() : Promise.reject(new Error(requiredText))) }]}>
          <Input maxLength={maxLength} autoFocus />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea maxLength={TEAM_LIMITS.description} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        {withPrivacy && (
          <Form.Item name="isPrivate" label="Private page" valuePropName="checked" extra="Only the people you add can see a private page.">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

export const TEAM_NAME_FORM = { nameLabel: 'Team name', requiredText: TEAM_MESSAGES.teamNameRequired, maxLength: TEAM_LIMITS.teamName } as const;
export const PAGE_NAME_FORM = { nameLabel: 'Page name', requiredText: TEAM_MESSAGES.pageNameRequired, maxLength: TEAM_LIMITS.pageName } as const;
