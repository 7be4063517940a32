import { useCallback } from 'react';
import type { MailAccount, MailFolder, MailLabel } from '../../../../../domain/mail/types';
import { fetchAccounts, fetchFolders, fetchLabels } from '../../../api/mail';
import { useCached, type Cached } from '../../../data/useCached';
import { ACCOUNTS_KEY, foldersKey, labelsKey } from './keys';

/** Accounts, folders and labels change rarely: shown from the cache, refreshed after half a minute. */
const MAILBOX_STALE_MS = 30_000;

export function useAccounts(): Cached<MailAccount[]> {
  return useCached(ACCOUNTS_KEY, fetchAccounts, { staleAfterMs: MAILBOX_STALE_MS });
}

export function useFolders(accountId: string): Cached<MailFolder[]> {
  const loader = useCallback(() => fetchFolders(accountId), [accountId]);
  return useCached(foldersKey(accountId), loader, { staleAfterMs: MAILBOX_STALE_MS });
}

export function useLabels(accountId: string): Cached<MailLabel[]> {
  const loader = useCallback(() => fetchLabels(accountId), [accountId]);
  return useCached(labelsKey(accountId), loader, { staleAfterMs: MAILBOX_STALE_MS });
}
