import { useCallback, useEffect, useRef } from 'react';
import {
  MAIL_CACHE_LIFETIME_MS,
  MAIL_PAGE_SIZE_SCREEN,
  type MessageListPage,
} from '../../../../../domain/mail/types';
import { fetchMessagePage } from '../../../api/mail';
import { useCachedQuery } from '../../../data/cachedQuery';
import { useSlot } from '../../../data/useSlot';
import { isFolderView } from '../mailRoutes';
import { mailKeys } from './keys';
import { currentToken, firstPage, goToPage, withNextToken, withPageSize, withSearch, type Paging } from './paging';

/** A page seen a few seconds ago is shown at once and refreshed behind it. */
const LIST_STALE_MS = 5_000;

export interface MessageList {
  paging: Paging;
  /** The page on screen; while another page loads, the previous one of the same folder stays. */
  page: MessageListPage | undefined;
  loading: boolean;
  error: unknown;
  reload(): void;
  goTo(pageIndex: number): void;
  setPageSize(pageSize: number): void;
  setSearch(search: string): void;
}

/** The paged messages of one folder or label; paging is kept while the account and folder stay the same. */
export function useMessageList(accountId: string, folderId: string): MessageList {
  const scope = JSON.stringify([accountId, folderId]);
  const [paging, setPaging] = useSlot<Paging>('mail-paging', scope, () => firstPage(MAIL_PAGE_SIZE_SCREEN));
  const token = currentToken(paging);
  const { search, pageSize } = paging;

  const loader = useCallback(
    (signal: AbortSignal) =>
      fetchMessagePage(accountId, {
        ...(isFolderView(folderId) ? { folderId } : { labelId: folderId }),
        ...(search ? { search } : {}),
        pageSize,
        ...(token ? { pageToken: token } : {}),
      }, signal),
    [accountId, folderId, search, pageSize, token],
  );
  const cached = useCachedQuery(mailKeys.list(accountId, folderId, search, pageSize, token), loader, {
    staleAfterMs: LIST_STALE_MS,
    maxAgeMs: MAIL_CACHE_LIFETIME_MS,
  });

  const data = cached.data;
  useEffect(() => {
    if (data) setPaging((previous) => withNextToken(previous, data.nextPageToken));
  }, [data, setPaging]);

  const shown = useRef<{ scope: string; page: MessageListPage } | null>(null);
  useEffect(() => {
    if (data) shown.current = { scope, page: data };
  }, [data, scope]);
  const previous = shown.current?.scope === scope ? shown.current.page : undefined;

  const { reload } = cached;
  return {
    paging,
    page: data ?? previous,
    loading: cached.loading,
    error: cached.error,
    reload: useCallback(() => void reload(), [reload]),
    goTo: useCallback((index: number) => setPaging((p) => goToPage(p, index)), [setPaging]),
    setPageSize: useCallback((size: number) => setPaging((p) => withPageSize(p, size)), [setPaging]),
    setSearch: useCallback((text: string) => setPaging((p) => withSearch(p, text)), [setPaging]),
  };
}
