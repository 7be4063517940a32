import { Button, Empty, List, Typography } from 'antd';
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../api/ApiError';
import { deleteDraft, fetchDrafts, type MailDraft } from '../../../api/mailCompose';
import { useCachedQuery } from '../../../data/cachedQuery';
import { queryClient } from '../../../data/queryClient';
import { useToast } from '../../../toast/useToast';
import type { ComposeDraft } from '../compose/ComposeModal';
import { formatListDate } from '../format';
import { mailKeys } from '../state/keys';

export function draftToCompose(draft: MailDraft): ComposeDraft {
  return {
    draftId: draft.id,
    to: draft.to,
    cc: draft.cc,
    bcc: draft.bcc,
    subject: draft.subject,
    bodyHtml: draft.bodyHtml,
    attachments: draft.attachments,
    ...(draft.inReplyToMessageId ? { inReplyToMessageId: draft.inReplyToMessageId } : {}),
  };
}

/** The drafts saved from compose (kept by the workspace): open one to go on writing, or discard it. */
export function DraftList({ accountId, onOpen }: { accountId: string; onOpen(draft: ComposeDraft): void }) {
  const drafts = useCachedQuery(mailKeys.drafts(accountId), (signal) => fetchDrafts(accountId, signal), { staleAfterMs: 5_000 });
  const toast = useToast();
  const discard = async (draft: MailDraft) => {
    try {
      await deleteDraft(draft.id);
      toast.info('Draft discarded.');
    } catch (error) {
      toast.error(errorMessage(error));
    }
    void queryClient.invalidateQueries({ queryKey: mailKeys.drafts(accountId) });
  };
  if (drafts.error && !drafts.data) {
    return (
      <Typography.Paragraph type="danger" style={{ padding: 16 }}>
        Could not load your drafts: {errorMessage(drafts.error)}{' '}
        <Button size="small" onClick={() => void drafts.reload()}>
          Try again
        </Button>
      </Typography.Paragraph>
    );
  }
  return (
    <section aria-labelledby="mail-drafts-title" className="mail-drafts" data-testid="mail-drafts">
      <Typography.Title level={5} id="mail-drafts-title" style={{ margin: '12px 16px 4px' }}>
        Saved drafts
      </Typography.Title>
      <List<MailDraft>
        loading={drafts.loading && !drafts.data}
        dataSource={drafts.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No saved drafts. Drafts are saved as you write." /> }}
        renderItem={(draft) => (
          <List.Item
            style={{ paddingInline: 16 }}
            data-testid="mail-draft-row"
            actions={[
              <Button key="discard" type="text" danger icon={<DeleteOutlined />} aria-label={`Discard draft “${draft.subject || '(no subject)'}”`} onClick={() => void discard(draft)} />,
            ]}
          >
            <Button type="text" className="mail-draft-open" onClick={() => onOpen(draftToCompose(draft))} style={{ height: 'auto', textAlign: 'left', whiteSpace: 'normal', flex: 1 }}>
              <span style={{ display: 'block' }}>
                <Typography.Text strong>{draft.subject || '(no subject)'}</Typography.Text>{' '}
                {draft.attachments.length ? <PaperClipOutlined aria-label={`${draft.attachments.length} attached`} /> : null}
              </span>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                To {draft.to || '(nobody yet)'} · saved {formatListDate(draft.updatedAt)}
              </Typography.Text>
            </Button>
          </List.Item>
        )}
      />
    </section>
  );
}
