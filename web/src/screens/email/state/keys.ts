/** Query keys of the mail screen; one account's lists and messages share a prefix, so one write reaches them all. */
export const mailKeys = {
  all: ['mail'] as const,
  accounts: () => [...mailKeys.all, 'accounts'] as const,
  folders: (accountId: string) => [...mailKeys.all, 'folders', accountId] as const,
  labels: (accountId: string) => [...mailKeys.all, 'labels', accountId] as const,
  lists: (accountId: string) => [...mailKeys.all, 'list', accountId] as const,
  list: (accountId: string, folderId: string, search: string, pageSize: number, pageToken: string | null) =>
    [...mailKeys.lists(accountId), { folderId, search, pageSize, pageToken }] as const,
  messages: (accountId: string) => [...mailKeys.all, 'message', accountId] as const,
  message: (accountId: string, messageId: string) => [...mailKeys.messages(accountId), messageId] as const,
  drafts: (accountId: string) => [...mailKeys.all, 'drafts', accountId] as const,
  composeSettings: () => [...mailKeys.all, 'compose-settings'] as const,
};
