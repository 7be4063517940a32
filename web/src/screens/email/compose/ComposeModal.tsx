import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Flex, Form, Input, Modal, Spin, Tag, Typography, Upload } from 'antd';
import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { signatureHtml } from '../../../../../domain/mail/compose-body';
import { MAIL_MESSAGES, MAIL_TOASTS } from '../../../../../domain/mail/messages';
import { sendProblem } from '../../../../../domain/mail/send-validation';
import type { MailAccount } from '../../../../../domain/mail/types';
import { MAX_FILE_BYTES, fileTooLargeMessage } from '../../../../../domain/files/limits';
import { errorMessage } from '../../../api/ApiError';
import { removeAttachment, sendComposed, uploadAttachment, type MailAttachmentRef } from '../../../api/mailCompose';
import { FormError } from '../../../components/forms/FormError';
import { queryClient } from '../../../data/queryClient';
import { useToast } from '../../../toast/useToast';
import { DemoMailboxTag } from '../account/accountVisuals';
import { formatSize } from '../format';
import { mailKeys } from '../state/keys';
import { ComposeSettingsButton, useComposeSettings } from './ComposeSettings';
import { RichTextEditor } from './RichTextEditor';
import { useDraftAutosave, type ComposeState } from './useDraftAutosave';

/** What compose opens with: empty, prefilled (voice, reply, forward) or a saved draft reopened. */
export interface ComposeDraft {
  to?: string;
  cc?: string;
  bcc?: string;
  subject?: string;
  /** The quoted original under a reply or forward (HTML); the signature goes above it. */
  quoteHtml?: string;
  inReplyToMessageId?: string;
  /** A saved draft being reopened: its body is used as is. */
  draftId?: string;
  bodyHtml?: string;
  attachments?: MailAttachmentRef[];
}

type ComposeField = 'to' | 'subject' | 'body';

function fieldOf(text: string): ComposeField {
  if (text === MAIL_MESSAGES.recipientRequired) return 'to';
  if (text === MAIL_MESSAGES.subjectRequired) return 'subject';
  return 'body';
}

interface ComposeModalProps {
  accountId: string;
  account: MailAccount | undefined;
  /** null: closed. */
  draft: ComposeDraft | null;
  onClose(): void;
}

/** The send form: to, cc, bcc, subject, a rich-text body with signature, attachments; saved as a draft as you type. */
export function ComposeModal({ accountId, account, draft, onClose }: ComposeModalProps) {
  const settings = useComposeSettings();
  const ready = settings.data !== undefined || (settings.error !== null && settings.error !== undefined && !settings.loading);
  // Closing asks the form first, so a pending change is saved as a draft.
  const closer = useRef<(() => void) | null>(null);
  return (
    <Modal
      open={draft !== null}
      title={draft?.draftId ? 'Draft' : draft?.inReplyToMessageId ? 'Reply' : 'New message'}
      width={720}
      footer={null}
      onCancel={() => (closer.current ? closer.current() : onClose())}
      destroyOnHidden
      maskClosable={false}
      data-testid="compose-modal"
    >
      {draft === null ? null : ready ? (
        <ComposeForm accountId={accountId} account={account} draft={draft} signature={settings.data?.signature ?? ''} onClose={onClose} closer={closer} />
      ) : (
        <Spin description="Opening compose…" />
      )}
    </Modal>
  );
}

interface ComposeFormProps {
  accountId: string;
  account: MailAccount | undefined;
  draft: ComposeDraft;
  signature: string;
  onClose(): void;
  closer: { current: (() => void) | null };
}

function ComposeForm({ accountId, account, draft, signature, onClose, closer }: ComposeFormProps) {
  const toast = useToast();
  const [initialHtml] = useState(() => (draft.draftId ? (draft.bodyHtml ?? '') : `<p></p>${signatureHtml(signature)}${draft.quoteHtml ?? ''}`));
  const [state, setState] = useState<ComposeState>(() => ({
    to: draft.to ?? '',
    cc: draft.cc ?? '',
    bcc: draft.bcc ?? '',
    subject: draft.subject ?? '',
    bodyHtml: initialHtml,
    inReplyToMessageId: draft.inReplyToMessageId ?? null,
    attachments: draft.attachments ?? [],
  }));
  const [copies, setCopies] = useState(Boolean(draft.cc || draft.bcc));
  const [problem, setProblem] = useState<{ field: ComposeField; text: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(0);
  const autosave = useDraftAutosave(accountId, draft.draftId ?? null, state);

  const change = (patch: Partial<ComposeState>) => {
    setProblem(null);
    setState((previous) => ({ ...previous, ...patch }));
    autosave.touched();
  };

  // Closing (X, Escape, Close) keeps the work: a pending change is saved as a draft first.
  const close = useCallback(async () => {
    const saved = await autosave.flush();
    if (saved) toast.info('Draft saved.');
    onClose();
  }, [autosave, onClose, toast]);
  useEffect(() => {
    closer.current = () => void close();
    return () => {
      closer.current = null;
    };
  }, [close, closer]);

  const discard = async () => {
    await autosave.discard();
    for (const file of state.attachments) if (!draft.draftId) void removeAttachment(file.id).catch(() => undefined);
    toast.info('Draft discarded.');
    onClose();
  };

  const send = async () => {
    const body = state.bodyHtml;
    const text = sendProblem({ to: state.to.trim(), subject: state.subject, body });
    setServerError(null);
    if (text) {
      setProblem({ field: fieldOf(text), text });
      return;
    }
    setSending(true);
    try {
      autosave.pause();
      await sendComposed(accountId, {
        to: state.to.trim(),
        subject: state.subject.trim(),
        body,
        bodyFormat: 'html',
        ...(state.cc.trim() ? { cc: state.cc.trim() } : {}),
        ...(state.bcc.trim() ? { bcc: state.bcc.trim() } : {}),
        ...(state.inReplyToMessageId ? { inReplyToMessageId: state.inReplyToMessageId } : {}),
        ...(state.attachments.length ? { attachmentIds: state.attachments.map((file) => file.id) } : {}),
      });
      toast.success(MAIL_TOASTS.sent);
      await autosave.discard();
      void queryClient.invalidateQueries({ queryKey: mailKeys.folders(accountId) });
      void queryClient.invalidateQueries({ queryKey: mailKeys.lists(accountId) });
      onClose();
    } catch (error) {
      autosave.resume();
      toast.error(MAIL_TOASTS.sendFailed);
      setServerError(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const attach = async (file: File) => {
    if (file.size > MAX_FILE_BYTES) {
      toast.error(fileTooLargeMessage());
      return;
    }
    setUploading((count) => count + 1);
    try {
      const uploaded = await uploadAttachment(file);
      setState((previous) => ({ ...previous, attachments: [...previous.attachments, uploaded] }));
      autosave.touched();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setUploading((count) => count - 1);
    }
  };

  const fieldError = (field: ComposeField) =>
    problem?.field === field ? { validateStatus: 'error' as const, help: <span data-testid="compose-error">{problem.text}</span> } : {};

  return (
    <>
      <FormError message={serverError} />
      <Form layout="vertical" component="div" requiredMark={false} className="mail-compose-form">
        <Form.Item label="To" htmlFor="compose-to" {...fieldError('to')} extra={copies ? undefined : <CopiesLink onClick={() => setCopies(true)} />} style={{ marginBottom: 12 }}>
          <Input id="compose-to" value={state.to} onChange={(event) => change({ to: event.target.value })} placeholder="name@example.com, another@example.com" autoFocus={!draft.to} data-testid="compose-to" />
        </Form.Item>
        {copies ? (
          <Flex gap={12} wrap>
            <Form.Item label="Cc" htmlFor="compose-cc" style={{ flex: '1 1 200px', marginBottom: 12 }}>
              <Input id="compose-cc" value={state.cc} onChange={(event) => change({ cc: event.target.value })} data-testid="compose-cc" />
            </Form.Item>
            <Form.Item label="Bcc" htmlFor="compose-bcc" style={{ flex: '1 1 200px', marginBottom: 12 }}>
              <Input id="compose-bcc" value={state.bcc} onChange={(event) => change({ bcc: event.target.value })} data-testid="compose-bcc" />
            </Form.Item>
          </Flex>
        ) : null}
        <Form.Item label="Subject" htmlFor="compose-subject" {...fieldError('subject')} style={{ marginBottom: 12 }}>
          <Input id="compose-subject" value={state.subject} onChange={(event) => change({ subject: event.target.value })} data-testid="compose-subject" />
        </Form.Item>
        <Form.Item label={<span id="compose-body-label">Message</span>} {...fieldError('body')} style={{ marginBottom: 12 }}>
          <RichTextEditor initialHtml={initialHtml} label="Message" onChange={(bodyHtml) => change({ bodyHtml })} testId="compose-body" />
        </Form.Item>
      </Form>
      {state.attachments.length > 0 ? (
        <Flex gap={6} wrap style={{ marginBottom: 12 }} data-testid="compose-attachments" aria-label="Attachments">
          {state.attachments.map((file) => (
            <Tag
              key={file.id}
              icon={<PaperClipOutlined />}
              closable
              closeIcon={<span aria-label={`Remove ${file.filename}`}>×</span>}
              onClose={() => {
                setState((previous) => ({ ...previous, attachments: previous.attachments.filter((one) => one.id !== file.id) }));
                autosave.touched();
              }}
            >
              {file.filename} ({formatSize(file.size)})
            </Tag>
          ))}
        </Flex>
      ) : null}
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex align="center" gap={8} wrap>
          <Upload
            multiple
            showUploadList={false}
            beforeUpload={(file) => {
              void attach(file);
              return false;
            }}
          >
            <Button icon={<PaperClipOutlined />} loading={uploading > 0} data-testid="compose-attach">
              Attach files
            </Button>
          </Upload>
          <ComposeSettingsButton />
          <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-live="polite" data-testid="compose-draft-status">
            {autosave.status}
          </Typography.Text>
        </Flex>
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            From {account?.email ?? 'this account'} <DemoMailboxTag account={account} />
          </Typography.Text>
          <Button onClick={() => void discard()} data-testid="compose-discard">
            Discard
          </Button>
          <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={uploading > 0} onClick={() => void send()} data-testid="compose-send">
            Send
          </Button>
        </Flex>
      </Flex>
    </>
  );
}

function CopiesLink({ onClick }: { onClick(): void }) {
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={onClick}>
      Add Cc / Bcc
    </Button>
  );
}
