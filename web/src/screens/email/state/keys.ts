/** Cache keys of the mail screen; prefixes let one write reach every cached page of an account. */

export const ACCOUNTS_KEY = 'mail:accounts';
export const foldersKey = (accountId: string) => `mail:folders:${accountId}`;
export const labelsKey = (accountId: string) => `mail:labels:${accountId}`;
export const listPrefix = (accountId: string) => `mail:list:${accountId}:`;
export const messagePrefix = (accountId: string) => `mail:message:${accountId}:`;
export const messageKey = (accountId: string, messageId: string) => `${messagePrefix(accountId)}${messageId}`;

export function listKey(
  accountId: string,
  folderId: string,
  search: string,
  pageSize: number,
  pageToken: string | null,
): string {
  return `${listPrefix(accountId)}${JSON.stringify([folderId, search, pageSize, pageToken])}`;
}
