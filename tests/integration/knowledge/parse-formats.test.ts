import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../../../domain/knowledge/chunking';
import type { ParsedDocument } from '../../../domain/knowledge/parsed-document';
import { parseDocument, UnreadableDocumentError } from '../../../activities/knowledge/parse';
import { makeDocx, makeEml, makePdf } from '../../support/document-fixtures';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The text of the section that holds `phrase`. */
function sectionOf(parsed: ParsedDocument, phrase: string): ParsedDocument['sections'][number] | undefined {
  const at = parsed.text.indexOf(phrase);
  return parsed.sections.find((section) => section.start <= at && at < section.end);
}

async function unreadableMessage(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UnreadableDocumentError);
  return error instanceof Error ? error.message : '';
}

describe('parseDocument', () => {
  it('reads a 3-page PDF with its page numbers, and chunks keep them', async () => {
    const bytes = await makePdf([
      ['Complaint for damages', 'The plaintiff was injured on 3 March 2025.'],
      ['The defendant owned the premises.', 'A very long line about the wet floor '.repeat(12)],
      ['Prayer for relief: judgment for the plaintiff.'],
    ]);
    const parsed = await parseDocument({ bytes, mimeType: 'application/pdf', fileName: 'Complaint.pdf' });
    expect(parsed.pageCount).toBe(3);
    expect(parsed.sections.map((s) => s.page)).toEqual([1, 2, 3]);
    expect(sectionOf(parsed, 'injured on 3 March')?.page).toBe(1);
    expect(sectionOf(parsed, 'owned the premises')?.page).toBe(2);
    expect(sectionOf(parsed, 'Prayer for relief')?.page).toBe(3);
    expect(bytes.byteLength).toBeGreaterThan(0);

    const chunks = chunkDocument(parsed);
    expect(chunks.map((c) => c.page)).toEqual([1, 2, 3]);
    for (const chunk of chunks) expect(chunk.text).toBe(parsed.text.slice(chunk.charStart, chunk.charEnd));
  });

  it('reads a Word document with Heading 1/2 styles as heading paths', async () => {
    const bytes = await makeDocx([
      { heading: 1, text: 'Medical report' },
      { text: 'Prepared for the court.' },
      { heading: 2, text: 'Injuries' },
      { text: 'Fracture of the left wrist.' },
      { heading: 2, text: 'Prognosis' },
      { text: 'Full recovery expected within six months.' },
      { heading: 1, text: 'Conclusion' },
      { text: 'The injuries match the account given.' },
    ]);
    const parsed = await parseDocument({ bytes, mimeType: 'application/octet-stream', fileName: 'report.docx' });
    expect(parsed.pageCount).toBeNull();
    expect(sectionOf(parsed, 'Prepared for the court')?.headingPath).toEqual(['Medical report']);
    expect(sectionOf(parsed, 'Fracture of the left wrist')?.headingPath).toEqual(['Medical report', 'Injuries']);
    expect(sectionOf(parsed, 'Full recovery')?.headingPath).toEqual(['Medical report', 'Prognosis']);
    expect(sectionOf(parsed, 'match the account')?.headingPath).toEqual(['Conclusion']);
    expect(chunkDocument(parsed).map((c) => c.headingPath)).toEqual([
      ['Medical report'],
      ['Medical report', 'Injuries'],
      ['Medical report', 'Prognosis'],
      ['Conclusion'],
    ]);
  });

  it('reads an e-mail: header lines, then the body, with its attachments and their bytes', async () => {
    const pdf = await makePdf([['Attached settlement offer.']]);
    const eml = makeEml({
      subject: 'Settlement offer',
      from: 'Ann Lee <ann@lee-law.example>',
      to: 'bob@client.example',
      text: 'Please find the offer attached.\r\nRegards, Ann',
      attachments: [{ name: 'offer.pdf', mimeType: 'application/pdf', bytes: pdf }],
    });
    const parsed = await parseDocument({ bytes: utf8(eml), mimeType: 'message/rfc822', fileName: 'offer' });
    expect(parsed.text).toBe(
      'Subject: Settlement offer\nFrom: Ann Lee <ann@lee-law.example>\nTo: bob@client.example\n' +
        'Date: 2026-03-02T09:30:00.000Z\n\nPlease find the offer attached.\nRegards, Ann',
    );
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({ name: 'offer.pdf', mimeType: 'application/pdf' });
    expect(Buffer.from(parsed.attachments[0]?.bytes ?? []).equals(Buffer.from(pdf))).toBe(true);

    const attachment = await parseDocument({ bytes: parsed.attachments[0]?.bytes ?? new Uint8Array(), mimeType: 'application/pdf', fileName: 'offer.pdf' });
    expect(attachment.text).toContain('Attached settlement offer.');
  });

  it('reads an e-mail with only an HTML body as text', async () => {
    const eml = [
      'Subject: Hearing moved',
      'From: court@example.test',
      'To: me@example.test',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>The hearing is <b>moved</b> to Friday.</p>',
    ].join('\r\n');
    const parsed = await parseDocument({ bytes: utf8(eml), mimeType: '', fileName: 'hearing.eml' });
    expect(parsed.text).toContain('Subject: Hearing moved');
    expect(parsed.text).toContain('The hearing is moved to Friday.');
    expect(parsed.text).not.toContain('<p>');
  });

  it('reads HTML: visible text only, headings as heading paths, entities decoded', async () => {
    const html = `<!doctype html><html><head><title>T</title><style>p{color:red}</style></head><body>
      <script>alert("x")</script>
      <p>Intro &amp; summary.</p>
      <h1>Contract</h1><p>The parties   agree.</p>
      <h2>Term</h2><ul><li>One year</li><li>Renewable</li></ul>
      <h1>Signatures</h1><table><tr><td>Ann</td><td>Bob</td></tr></table>
    </body></html>`;
    const parsed = await parseDocument({ bytes: utf8(html), mimeType: 'text/html', fileName: 'contract.htm' });
    expect(parsed.text).toBe('Intro & summary.\n\nContract\n\nThe parties agree.\n\nTerm\n\nOne year\nRenewable\n\nSignatures\n\nAnn Bob');
    expect(sectionOf(parsed, 'Intro')?.headingPath).toEqual([]);
    expect(sectionOf(parsed, 'Contract')?.headingPath).toEqual(['Contract']);
    expect(sectionOf(parsed, 'Renewable')?.headingPath).toEqual(['Contract', 'Term']);
    expect(sectionOf(parsed, 'Bob')?.headingPath).toEqual(['Signatures']);
  });

  it('reads Markdown as written, with # headings (not inside code fences) as heading paths', async () => {
    const markdown = 'Preface.\r\n\r\n# Facts\r\n\r\nThe car was red.\r\n\r\n```\r\n# not a heading\r\n```\r\n\r\n## **Witnesses**\r\n\r\nTwo saw it.\r\n\r\nLaw\r\n===\r\n\r\nNegligence.\r\n';
    const parsed = await parseDocument({ bytes: utf8(markdown), mimeType: 'text/markdown', fileName: 'notes.md' });
    expect(parsed.text).toBe(markdown.replace(/\r\n/g, '\n'));
    expect(sectionOf(parsed, 'Preface')?.headingPath).toEqual([]);
    expect(sectionOf(parsed, 'The car was red')?.headingPath).toEqual(['Facts']);
    expect(sectionOf(parsed, 'not a heading')?.headingPath).toEqual(['Facts']);
    expect(sectionOf(parsed, 'Two saw it')?.headingPath).toEqual(['Facts', 'Witnesses']);
    expect(sectionOf(parsed, 'Negligence')?.headingPath).toEqual(['Law']);
  });

  it('reads plain text as UTF-8 without NUL characters, whatever the MIME type says when the extension is known', async () => {
    const parsed = await parseDocument({ bytes: utf8('\uFEFFCafé\0 bill — §2'), mimeType: 'application/octet-stream', fileName: 'note.txt' });
    expect(parsed).toEqual({ text: 'Café bill — §2', pageCount: null, sections: [{ start: 0, end: 14, page: null, headingPath: [] }], attachments: [] });
    const byMime = await parseDocument({ bytes: utf8('Typed note'), mimeType: 'text/plain; charset=utf-8', fileName: 'Smith v. Jones' });
    expect(byMime.text).toBe('Typed note');
  });

  it('refuses text that is not UTF-8', async () => {
    const message = await unreadableMessage(parseDocument({ bytes: new Uint8Array([0x43, 0x61, 0x66, 0xe9]), mimeType: 'text/plain', fileName: 'latin1.txt' }));
    expect(message).toBe('This file could not be read: it is not UTF-8 text.');
  });

  it('refuses a corrupt PDF, a truncated PDF and a corrupt Word file with a clear message', async () => {
    const pdfMessage = 'This PDF could not be read: it may be damaged or password-protected.';
    expect(await unreadableMessage(parseDocument({ bytes: utf8('not a pdf at all'), mimeType: 'application/pdf', fileName: 'x.pdf' }))).toBe(pdfMessage);
    const pdf = await makePdf([['Some text']]);
    expect(await unreadableMessage(parseDocument({ bytes: pdf.slice(0, 200), mimeType: 'application/pdf', fileName: 'cut.pdf' }))).toBe(pdfMessage);
    expect(await unreadableMessage(parseDocument({ bytes: utf8('PK garbage'), mimeType: '', fileName: 'x.docx' }))).toBe(
      'This Word document could not be read: it may be damaged.',
    );
  });

  it('refuses a PDF without a text layer', async () => {
    const bytes = await makePdf([[], []]);
    expect(await unreadableMessage(parseDocument({ bytes, mimeType: 'application/pdf', fileName: 'scan.pdf' }))).toBe(
      'This PDF has no text layer (it may be a scanned image), so there is nothing to search.',
    );
  });

  it('refuses an unknown file type, naming it', async () => {
    expect(await unreadableMessage(parseDocument({ bytes: utf8('x'), mimeType: 'application/octet-stream', fileName: 'data.XYZ' }))).toBe(
      "This file type (.xyz) can't be read yet. Supported: PDF, Word (.docx), e-mail (.eml), HTML, Markdown and plain text.",
    );
    expect(await unreadableMessage(parseDocument({ bytes: utf8('x'), mimeType: 'image/png', fileName: 'scan' }))).toContain('(image/png)');
  });
});
