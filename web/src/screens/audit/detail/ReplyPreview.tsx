import { Descriptions, Flex, Form, Input, Tag, Typography } from 'antd';
import type { AuditEntry, ReplyPreview as ReplyPreviewData } from '../../../api/auditTypes';
import { bodyAsHtml, bodyFormatOf, type BodyFormat } from '../../../../../domain/mail/compose-body';
import { SandboxedHtml } from '../../../components/SandboxedHtml';
import { formatFullDate, senderName } from '../../email/format';
import type { DecisionView } from '../state/useDecision';
import { EditToggle } from './EditToggle';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const format = (value: unknown): BodyFormat | undefined => (value === 'html' || value === 'text' ? value : undefined);

function headline(entry: AuditEntry): string {
  if (entry.status === 'pending') return 'The e-mail that will be sent';
  if (entry.status === 'completed') return 'The e-mail that was sent';
  return 'The e-mail that was proposed';
}

interface ReplyPreviewProps {
  entry: AuditEntry;
  preview: ReplyPreviewData;
  decision: DecisionView;
}

/** The reply an e-mail action sends: to, subject and the rendered body; editable while it waits for approval. */
export function ReplyPreview({ entry, preview, decision }: ReplyPreviewProps) {
  const { open, deciding, send } = decision;
  const draft = decision.draft
    ? { subject: decision.draft.subject ?? '', body: decision.draft.body ?? '', bodyFormat: format(decision.draft.bodyFormat) ?? 'text' }
    : null;
  const editable = entry.status === 'pending' && open && !deciding;
  const edited = entry.details.editedParams;
  const original = { subject: preview.reply.subject, body: preview.reply.body, bodyFormat: 'html' as BodyFormat };
  // The approver edits the reply as plain text (its line breaks are kept when it is sent), when there is one.
  const editableOriginal =
    preview.reply.text !== undefined ? { subject: original.subject, body: preview.reply.text, bodyFormat: 'text' as BodyFormat } : original;
  // What goes out: the draft being edited here, else what the approver sent, else the agent's proposal.
  const shown =
    draft ??
    (edited
      ? { subject: text(edited.subject) ?? original.subject, body: text(edited.body) ?? original.body, bodyFormat: bodyFormatOf(text(edited.body) ?? original.body, format(edited.bodyFormat)) }
      : original);
  const message = preview.message;
  const editing = draft !== null && editable;

  return (
    <Flex vertical gap={10} data-testid="audit-reply-preview">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong>
          {headline(entry)} {edited ? <Tag color="purple">Edited before approval</Tag> : null}
        </Typography.Text>
        <EditToggle
          editable={editable}
          editing={editable && draft !== null}
          label="Edit reply"
          testId="audit-edit-reply"
          onEdit={() => send({ type: 'EDIT', draft: editableOriginal })}
          onDiscard={() => send({ type: 'DISCARD_EDIT' })}
        />
      </Flex>
      <Descriptions
        size="small"
        column={1}
        colon={false}
        styles={{ label: { width: 90 } }}
        items={[
          { key: 'to', label: 'To', children: <span data-testid="audit-reply-to">{preview.reply.to}</span> },
          // While editing, the subject is in the form below.
          ...(editing ? [] : [{ key: 'subject', label: 'Subject', children: <span data-testid="audit-reply-subject">{shown.subject}</span> }]),
          ...(message
            ? [{ key: 'reply-to', label: 'In reply to', children: `${message.subject} · ${senderName(message.from)} · ${formatFullDate(message.date)}` }]
            : []),
        ]}
      />
      {editing ? (
        <Form layout="vertical" component="div">
          <Form.Item label="Subject" style={{ marginBottom: 8 }}>
            <Input value={draft.subject} onChange={(event) => send({ type: 'EDIT', draft: { ...draft, subject: event.target.value } })} data-testid="audit-edit-subject" />
          </Form.Item>
          <Form.Item label={draft.bodyFormat === 'html' ? 'Message (HTML)' : 'Message'} style={{ marginBottom: 0 }}>
            <Input.TextArea
              value={draft.body}
              autoSize={{ minRows: 4, maxRows: 12 }}
              onChange={(event) => send({ type: 'EDIT', draft: { ...draft, body: event.target.value } })}
              data-testid="audit-edit-body"
            />
          </Form.Item>
        </Form>
      ) : null}
      {editing ? (
        <Typography.Text type="secondary" style={{ fontSize: 12, marginBottom: -4 }}>
          Preview
        </Typography.Text>
      ) : null}
      <div className="audit-mail-paper">
        <SandboxedHtml html={bodyAsHtml(shown.body, shown.bodyFormat)} title={`Reply: ${shown.subject}`} testId="audit-reply-body" />
      </div>
      {message?.snippet ? (
        <Typography.Paragraph type="secondary" className="audit-quote" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {message.snippet}
        </Typography.Paragraph>
      ) : null}
    </Flex>
  );
}
