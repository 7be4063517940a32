/** Seed 001 §9 context building: up to 3 documents and 3 cases, documents cut to 300 characters, similarity 0.6. */
export const DRAFT_CONTEXT = {
  maxDocuments: 3,
  maxCases: 3,
  documentChars: 300,
  similarityThreshold: 0.6,
} as const;

export const cutContext = (text: string, limit: number = DRAFT_CONTEXT.documentChars): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit)}…`;
};
