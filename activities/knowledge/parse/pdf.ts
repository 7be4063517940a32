import { extractText, getDocumentProxy } from 'unpdf';
import type { ParsedDocument, ParsedSection } from '../../../domain/knowledge/parsed-document';
import { cleanText } from './text';
import { UnreadableDocumentError } from './unreadable';

/** Pages are separated by a blank line in the text. */
const PAGE_SEPARATOR = '\n\n';

/**
 * The text layer of a PDF, one section per page (page numbers 1..n). A PDF that cannot be opened
 * (damaged, encrypted) or has no text on any page is unreadable.
 */
export async function readPdf(bytes: Uint8Array): Promise<ParsedDocument> {
  const pages = await pageTexts(bytes);
  let text = '';
  const sections: ParsedSection[] = [];
  pages.forEach((pageText, index) => {
    if (index > 0) text += PAGE_SEPARATOR;
    sections.push({ start: text.length, end: text.length + pageText.length, page: index + 1, headingPath: [] });
    text += pageText;
  });
  if (text.trim() === '') throw UnreadableDocumentError.pdfWithoutText();
  return { text, pageCount: pages.length, sections: sections.filter((s) => s.end > s.start), attachments: [] };
}

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes the buffer over (detaches it), so it gets a copy and the caller keeps its bytes.
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    document = await getDocumentProxy(bytes.slice(), { verbosity: 0, stopAtErrors: false });
  } catch {
    throw UnreadableDocumentError.damagedPdf();
  }
  try {
    const { text } = await extractText(document, { mergePages: false });
    return text.map((page) => cleanText(page).trim());
  } catch {
    throw UnreadableDocumentError.damagedPdf();
  } finally {
    await document.loadingTask.destroy().catch(() => undefined);
  }
}
