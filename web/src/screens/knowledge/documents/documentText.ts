import type { DocumentSourceView, DocumentStatus } from '../../../api/knowledge';

/** The words of each status (never colour alone). */
export const STATUS_WORDS: Record<DocumentStatus, string> = {
  pending: 'Processing…',
  ready: 'Ready',
  error: 'Failed',
};

export const STATUS_BADGE: Record<DocumentStatus, 'processing' | 'success' | 'error'> = {
  pending: 'processing',
  ready: 'success',
  error: 'error',
};

/** "3 of 12 passages ready to search" while a document is read; null when there is nothing to count yet. */
export function progressText(chunksEmbedded: number, chunkCount: number): string {
  if (chunkCount <= 0) return 'Reading the document…';
  return `${chunksEmbedded} of ${chunkCount} ${chunkCount === 1 ? 'passage' : 'passages'} ready to search`;
}

/** Where a document came from, in words. */
export function sourceText(source: DocumentSourceView): string {
  switch (source.kind) {
    case 'text':
      return 'Note';
    case 'upload':
      return `Uploaded: ${source.fileName}`;
    case 'mail':
      return source.attachmentId ? `E-mail attachment: ${source.subject}` : `E-mail: ${source.subject}`;
    case 'drive':
      return 'Drive';
    default:
      return '';
  }
}

/** "Retried 1 of 3". */
export const MAX_RETRIES = 3;
export function retryText(retryCount: number): string {
  return retryCount > 0 ? `Retried ${retryCount} of ${MAX_RETRIES}` : 'Not retried';
}

export function countText(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
