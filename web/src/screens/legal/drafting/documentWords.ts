import type { DocumentStatus } from '../api/documents';

export const STATUS_LABELS: Readonly<Record<DocumentStatus, string>> = { draft: 'Draft', review: 'In review', final: 'Final' };

export const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as DocumentStatus[]).map((value) => ({ value, label: STATUS_LABELS[value] }));

/** Document types offered when none of the user's templates or documents name one yet. */
export const DEFAULT_DOCUMENT_TYPES = ['petition', 'letter', 'brief', 'declaration', 'motion', 'memo'];

/** "petition_for_reconsideration" → "Petition for reconsideration". */
export function typeLabel(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : type;
}

/** The document types known from templates and documents, then the defaults, each once. */
export function documentTypes(...lists: (readonly { documentType?: string | undefined }[] | undefined)[]): string[] {
  const seen = new Set<string>();
  for (const list of lists) for (const item of list ?? []) if (item.documentType) seen.add(item.documentType);
  for (const type of DEFAULT_DOCUMENT_TYPES) seen.add(type);
  return [...seen];
}
