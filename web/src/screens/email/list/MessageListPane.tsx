import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Empty, Result } from 'antd';
import { MAIL_TOASTS } from '../../../../../domain/mail/messages';
import type { MailAccount } from '../../../../../domain/mail/types';
import { errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import { EmailSuggestionBanner } from '../../learning/EmailSuggestionBanner';
import { useMessageActions } from '../state/useMessageActions';
import { useFolderTitle } from '../state/useFolderTitle';
import { useMessageList } from '../state/useMessageList';
import { ALL_FOLDERS } from '../mailRoutes';
import type { ComposeDraft } from '../compose/ComposeModal';
import { DraftList } from './DraftList';
import { ListPagination } from './ListPagination';
import { ListToolbar } from './ListToolbar';
import { MessageTable } from './MessageTable';
import './list.css';

interface MessageListPaneProps {
  accountId: string;
  folderId: string;
  account: MailAccount | undefined;
  onOpenDraft(draft: ComposeDraft): void;
}

/** One folder or label: toolbar, the page of messages, and token paging. */
export function MessageListPane({ accountId, folderId, account, onOpenDraft }: MessageListPaneProps) {
  const list = useMessageList(accountId, folderId);
  const actions = useMessageActions(accountId, folderId);
  const title = useFolderTitle(accountId, folderId);
  const toast = useToast();
  const [selected, setSelected] = useState<string[]>([]);
  const { page, error, loading } = list;
  // /email/folder/{account}/ALL?q=…: the search of every folder the URL asks for (the search box, the voice helper).
  const [params] = useSearchParams();
  const asked = params.get('q');
  const { setSearch } = list;
  useEffect(() => {
    if (folderId === ALL_FOLDERS && asked !== null) setSearch(asked);
  }, [folderId, asked, setSearch]);

  // The screen shows a load error when it has nothing else to show; otherwise a toast says it.
  const hasPage = page !== undefined;
  useEffect(() => {
    if (error && hasPage) toast.error(MAIL_TOASTS.loadFailed);
  }, [error, hasPage, toast]);

  const selectedMessages = page?.messages.filter((message) => selected.includes(message.id)) ?? [];

  return (
    <>
      <ListToolbar
        title={title}
        account={account}
        list={list}
        selected={selectedMessages}
        actions={actions}
        onClearSelection={() => setSelected([])}
      />
      <EmailSuggestionBanner />
      <div className="mail-table-wrap">
        {folderId === 'DRAFT' ? <DraftList accountId={accountId} onOpen={onOpenDraft} /> : null}
        {!page && error && !loading ? (
          <Result
            status="error"
            title={MAIL_TOASTS.screenLoadFailed}
            subTitle={errorMessage(error)}
            extra={<Button onClick={list.reload}>Try again</Button>}
            data-testid="mail-list-error"
          />
        ) : page && page.messages.length === 0 && !loading ? (
          <Empty
            style={{ marginTop: 64 }}
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              list.paging.search
                ? `No messages match “${list.paging.search}”.`
                : folderId === 'DRAFT'
                  ? 'No drafts stored in the mailbox itself.'
                  : `No messages in ${title}.`
            }
            data-testid="mail-list-empty"
          />
        ) : (
          <MessageTable
            accountId={accountId}
            folderId={folderId}
            messages={page?.messages}
            loading={loading}
            selected={selected}
            onSelect={setSelected}
          />
        )}
      </div>
      {page ? <ListPagination list={list} onChange={() => setSelected([])} /> : null}
    </>
  );
}
