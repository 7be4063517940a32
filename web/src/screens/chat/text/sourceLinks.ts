import type { ChatSource } from '../../../../../domain/chat/views';

/** Where a source opens: the knowledge viewer at its page and passage (inside its matter when it has one). */
export function sourceHref(source: Pick<ChatSource, 'documentId' | 'page' | 'chunkId' | 'matterId'>): string {
  const params = new URLSearchParams({ document: source.documentId });
  if (source.page !== null) params.set('page', String(source.page));
  params.set('chunk', source.chunkId);
  if (source.matterId) params.set('matterId', source.matterId);
  return `/knowledge?${params.toString()}`;
}

/** The link's accessible name: "Source 1: Lopez report, page 4". */
export function sourceLabel(source: Pick<ChatSource, 'number' | 'documentTitle' | 'page'>): string {
  const page = source.page !== null ? `, page ${source.page}` : '';
  return `Source ${source.number}: ${source.documentTitle}${page}`;
}

/** A linked document in the knowledge viewer (its matter named when known, as the matter wall asks). */
export function documentHref(documentId: string, matterId: string | null): string {
  const params = new URLSearchParams({ document: documentId });
  if (matterId) params.set('matterId', matterId);
  return `/knowledge?${params.toString()}`;
}
