export const searchKeys = {
  all: ['workspace-search'] as const,
  results: (q: string) => [...searchKeys.all, q] as const,
};
