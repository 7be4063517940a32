/**
 * Real documents made by the tests themselves: a PDF (pdf-lib), a Word file (docx) and an e-mail
 * message (RFC 822 text). Used by the parsing tests, the ingestion workflow tests and the API tests.
 */
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 56;
const FONT_SIZE = 11;
const LINE_HEIGHT = 15;

/**
 * A PDF with one page per entry of `pages`, each page the given lines top to bottom in Helvetica.
 * A line wider than the page wraps at spaces; a page with more lines than fit is cut off (keep pages short).
 * Only characters Helvetica's WinAnsi encoding has may be used (plain English text is fine).
 */
export async function makePdf(pages: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    let y = PAGE_HEIGHT - MARGIN;
    for (const line of lines.flatMap((text) => wrapLine(text, font, PAGE_WIDTH - 2 * MARGIN))) {
      if (y < MARGIN) break;
      page.drawText(line, { x: MARGIN, y, size: FONT_SIZE, font });
      y -= LINE_HEIGHT;
    }
  }
  return pdf.save();
}

function wrapLine(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (current !== '' && font.widthOfTextAtSize(candidate, FONT_SIZE) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  lines.push(current);
  return lines;
}

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

/** A .docx whose blocks are paragraphs, those with `heading` in Word's built-in "Heading 1/2/3" styles. */
export async function makeDocx(blocks: Array<{ heading?: 1 | 2 | 3; text: string }>): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      {
        children: blocks.map((block) =>
          block.heading === undefined
            ? new Paragraph({ text: block.text })
            : new Paragraph({ text: block.text, heading: HEADINGS[block.heading] }),
        ),
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}

export interface EmlAttachment {
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}

/**
 * An RFC 822 message (CRLF line ends) with a plain-text UTF-8 body and the given attachments
 * (base64, multipart/mixed). Returns the message text; encode it with `new TextEncoder()` for bytes.
 */
export function makeEml(message: {
  subject: string;
  from: string;
  to: string;
  text: string;
  attachments?: EmlAttachment[];
}): string {
  const headers = [
    `Subject: ${message.subject}`,
    `From: ${message.from}`,
    `To: ${message.to}`,
    'Date: Mon, 02 Mar 2026 09:30:00 +0000',
    'Message-ID: <fixture@example.test>',
    'MIME-Version: 1.0',
  ];
  const body = base64Lines(new TextEncoder().encode(message.text));
  const attachments = message.attachments ?? [];
  if (attachments.length === 0) {
    return [...headers, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', body, ''].join('\r\n');
  }
  const boundary = 'fixture-boundary-7d1c';
  const parts = [
    ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', body].join('\r\n'),
    ...attachments.map((attachment) =>
      [
        `Content-Type: ${attachment.mimeType}; name="${attachment.name}"`,
        `Content-Disposition: attachment; filename="${attachment.name}"`,
        'Content-Transfer-Encoding: base64',
        '',
        base64Lines(attachment.bytes),
      ].join('\r\n'),
    ),
  ];
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    ...parts.map((part) => `--${boundary}\r\n${part}`),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

function base64Lines(bytes: Uint8Array): string {
  const encoded = Buffer.from(bytes).toString('base64');
  return encoded.match(/.{1,76}/g)?.join('\r\n') ?? '';
}
