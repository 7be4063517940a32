import { NOTEBOOK_LIMITS } from '../../domain/notebooks/rules';
import { EMPTY_DOC, isRichDoc, richPlainText } from '../../domain/notebooks/rich-text';
import type { BlockType } from '../../domain/notebooks/views';
import { badRequest } from './errors';

export interface StoredContent {
  content: string;
  plainText: string;
}

/** A block's content as stored (JSON text) with its words for the search; 400 when it is not a document or too large. */
export function storedContent(type: BlockType, content: unknown): StoredContent {
  if (type === 'ai') return { content: '{}', plainText: '' };
  const doc = content === undefined ? EMPTY_DOC : content;
  if (!isRichDoc(doc)) throw badRequest('A text block holds a document: {"type": "doc", "content": [...]}.');
  const json = JSON.stringify(doc);
  if (json.length > NOTEBOOK_LIMITS.blockCharacters) throw badRequest(`A block can hold at most ${NOTEBOOK_LIMITS.blockCharacters} characters of content; split it into several blocks.`);
  return { content: json, plainText: richPlainText(doc) };
}
