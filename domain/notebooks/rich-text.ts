/** Tiptap (ProseMirror JSON) documents of text blocks: their plain text, and conversions for imported content. */
import type { RichNode } from './views';

const BLOCK_NODES = new Set(['paragraph', 'heading', 'listItem', 'taskItem', 'codeBlock', 'blockquote', 'bulletList', 'orderedList', 'taskList', 'horizontalRule']);

const isNode = (value: unknown): value is RichNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { type?: unknown }).type === 'string';

/** The words of a document, one line per paragraph-like node (images give their alt text). */
export function richPlainText(value: unknown): string {
  const lines: string[] = [];
  let line = '';
  const walk = (node: unknown, depth: number) => {
    if (depth > 100 || !isNode(node)) return;
    if (node.type === 'text' && typeof node.text === 'string') line += node.text;
    if (node.type === 'hardBreak') line += ' ';
    if (node.type === 'image' && typeof node.attrs?.alt === 'string') line += ` ${node.attrs.alt} `;
    if (Array.isArray(node.content)) for (const child of node.content) walk(child, depth + 1);
    if (BLOCK_NODES.has(node.type) && line.trim()) {
      lines.push(line.trim());
      line = '';
    }
  };
  walk(value, 0);
  if (line.trim()) lines.push(line.trim());
  return lines.join('\n');
}

/** A document of one paragraph per line of the text. */
export function docOfText(text: string): RichNode {
  const paragraphs = text.split(/\r?\n/).map((line): RichNode => (line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' }));
  return { type: 'doc', content: paragraphs.length ? paragraphs : [{ type: 'paragraph' }] };
}

export const EMPTY_DOC: RichNode = { type: 'doc', content: [{ type: 'paragraph' }] };

/** Whether a value is a Tiptap document (a `doc` node whose content is a list of nodes). */
export function isRichDoc(value: unknown): value is RichNode {
  return isNode(value) && value.type === 'doc' && (value.content === undefined || (Array.isArray(value.content) && value.content.every(isNode)));
}

/** Imported block content as a document: a document stays, a text becomes paragraphs, anything else its JSON text. */
export function importedContent(content: unknown): RichNode {
  if (isRichDoc(content)) return content;
  if (typeof content === 'string') return docOfText(content);
  return docOfText(JSON.stringify(content));
}
