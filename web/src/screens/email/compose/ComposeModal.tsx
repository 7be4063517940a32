import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { MailAccount } from '../../../../../domain/mail/types';
import { FormError } from '../../../components/forms/FormError';
import { DemoMailboxTag } from '../account/accountVisuals';
import { useComposeSend, type ComposeField, type ComposeValues } from './useComposeSend';

export type ComposeDraft = ComposeValues;

interface ComposeModalProps {
  accountId: string;
  account: MailAccount | undefined;
  /** null: closed. */
  draft: ComposeDraft | null;
  onClose(): void;
}

/** The send form: to, cc, bcc, subject and an HTML body. */
export function ComposeModal({ accountId, account, draft, onClose }: ComposeModalProps) {
  const [form] = Form.useForm<ComposeValues>();
  const [copies, setCopies] = useState(false);
  const compose = useComposeSend(accountId, onClose);
  const { problem } = compose;

  const fieldError = (field: ComposeField) =>
    problem?.field === field ? { validateStatus: 'error' as const, help: <span data-testid="compose-error">{problem.text}</span> } : {};

  return (
    <Modal
      open={draft !== null}
      title="New message"
      width={680}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (open) return;
        compose.reset();
        setCopies(false);
      }}
      footer={
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            From {account?.email ?? 'this account'} <DemoMailboxTag account={account} />
          </Typography.Text>
          <Flex gap={8}>
            <Button onClick={onClose}>Discard</Button>
            <Button type="primary" icon={<SendOutlined />} loading={compose.sending} onClick={() => form.submit()} data-testid="compose-send">
              Send
            </Button>
          </Flex>
        </Flex>
      }
      data-testid="compose-modal"
    >
      <FormError message={compose.serverError} />
      <Form<ComposeValues>
        form={form}
        layout="vertical"
        initialValues={draft ?? {}}
        onFinish={(values) => void compose.send(values)}
        onValuesChange={compose.clearProblem}
        requiredMark={false}
        preserve={false}
      >
        <Form.Item label="To" name="to" {...fieldError('to')} extra={copies ? undefined : <CopiesLink onClick={() => setCopies(true)} />}>
          <Input placeholder="name@example.com, another@example.com" autoFocus data-testid="compose-to" />
        </Form.Item>
        {copies || draft?.cc || draft?.bcc ? (
          <Flex gap={12}>
            <Form.Item label="Cc" name="cc" style={{ flex: 1 }}>
              <Input data-testid="compose-cc" />
            </Form.Item>
            <Form.Item label="Bcc" name="bcc" style={{ flex: 1 }}>
              <Input data-testid="compose-bcc" />
            </Form.Item>
          </Flex>
        ) : null}
        <Form.Item label="Subject" name="subject" {...fieldError('subject')}>
          <Input data-testid="compose-subject" />
        </Form.Item>
        <Form.Item label="Message (HTML allowed)" name="body" {...fieldError('body')}>
          <Input.TextArea rows={10} placeholder="Write your message…" data-testid="compose-body" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CopiesLink({ onClick }: { onClick(): void }) {
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={onClick}>
      Add Cc / Bcc
    </Button>
  );
}
