/**
 * Every query key of the notebooks screen starts with `notebooksKeys.all`, so a live `notebook.changed`
 * event (web/src/live/invalidations.ts) refreshes all of them at once.
 */
export const notebooksKeys = {
  all: ['notebooks'] as const,
  lists: () => [...notebooksKeys.all, 'list'] as const,
  list: (filters: { search: string; favorites: boolean; archived: boolean; templates: boolean }) =>
    [...notebooksKeys.lists(), filters] as const,
  detail: (notebookId: string) => [...notebooksKeys.all, 'detail', notebookId] as const,
  related: (notebookId: string) => [...notebooksKeys.all, 'related', notebookId] as const,
};
