/**
 * A document that can never be read, whatever the retries: an unsupported type, a corrupt file, a PDF with
 * no text layer, text that is not UTF-8. The message is shown to the user as the document's error.
 * `name` is 'UnreadableDocumentError', which is the failure type Temporal reports for it (for
 * `nonRetryableErrorTypes`).
 */
export class UnreadableDocumentError extends Error {
  override readonly name = 'UnreadableDocumentError';

  static unsupportedType(fileName: string, mimeType: string): UnreadableDocumentError {
    const extension = fileExtension(fileName);
    const kind = extension !== null ? `.${extension}` : mimeType.trim() || 'unknown';
    return new UnreadableDocumentError(
      `This file type (${kind}) can't be read yet. Supported: PDF, Word (.docx), e-mail (.eml), HTML, Markdown and plain text.`,
    );
  }

  static damagedPdf(): UnreadableDocumentError {
    return new UnreadableDocumentError('This PDF could not be read: it may be damaged or password-protected.');
  }

  static pdfWithoutText(): UnreadableDocumentError {
    return new UnreadableDocumentError('This PDF has no text layer (it may be a scanned image), so there is nothing to search.');
  }

  static damagedDocx(): UnreadableDocumentError {
    return new UnreadableDocumentError('This Word document could not be read: it may be damaged.');
  }

  static notUtf8(): UnreadableDocumentError {
    return new UnreadableDocumentError('This file could not be read: it is not UTF-8 text.');
  }
}

/** The lower-case extension of a file name ("Brief.PDF" → "pdf"), or null when it has none. */
export function fileExtension(fileName: string): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return match?.[1]?.toLowerCase() ?? null;
}
