import type { MailAccount, MailFolder, MailLabel } from '../../../../../domain/mail/types';
import { fetchAccounts, fetchFolders, fetchLabels } from '../../../api/mail';
import { useCachedQuery, type Cached } from '../../../data/cachedQuery';
import { mailKeys } from './keys';

/** Accounts, folders and labels change rarely: shown from the cache, refreshed after half a minute. */
const MAILBOX_STALE_MS = 30_000;

export function useAccounts(): Cached<MailAccount[]> {
  return useCachedQuery(mailKeys.accounts(), (signal) => fetchAccounts(signal), { staleAfterMs: MAILBOX_STALE_MS });
}

export function useFolders(accountId: string): Cached<MailFolder[]> {
  return useCachedQuery(mailKeys.folders(accountId), (signal) => fetchFolders(accountId, signal), { staleAfterMs: MAILBOX_STALE_MS });
}

export function useLabels(accountId: string): Cached<MailLabel[]> {
  return useCachedQuery(mailKeys.labels(accountId), (signal) => fetchLabels(accountId, signal), { staleAfterMs: MAILBOX_STALE_MS });
}
