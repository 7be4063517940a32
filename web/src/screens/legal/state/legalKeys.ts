/** Query keys of legal research and writing: searches, saved cases, templates, style profiles, documents and their citations. */
export const legalKeys = {
  all: ['legal'] as const,
  searchHistory: () => [...legalKeys.all, 'searches'] as const,
  search: (id: string) => [...legalKeys.all, 'search', id] as const,
  matters: () => [...legalKeys.all, 'matters'] as const,
  savedCases: (matterId?: string | null) => [...legalKeys.all, 'saved-cases', matterId ?? 'all'] as const,
  templates: () => [...legalKeys.all, 'templates'] as const,
  styles: () => [...legalKeys.all, 'styles'] as const,
  documents: (filters?: Record<string, unknown>) => [...legalKeys.all, 'documents', filters ?? {}] as const,
  document: (id: string) => [...legalKeys.all, 'document', id] as const,
};
