import Docxtemplater from 'docxtemplater';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import PizZip from 'pizzip';
import { HttpError } from '../../http-error';

export const NOT_A_DOCX = 'This file is not a Word document (.docx).';

function templater(bytes: Buffer): Docxtemplater {
  // Tags are {field}; an unknown tag stays as it is, so the person sees what is still to fill in.
  return new Docxtemplater(new PizZip(bytes), { paragraphLoop: true, linebreaks: true, errorLogging: false, nullGetter: (part) => `{${part.value ?? ''}}` });
}

/** Checks an uploaded Word template: a .docx whose {field} tags docxtemplater can read; 400 with why otherwise. */
export function checkDocxTemplate(bytes: Buffer): void {
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw new HttpError(400, 'not_a_docx', NOT_A_DOCX);
  }
  if (!zip.file('word/document.xml')) throw new HttpError(400, 'not_a_docx', NOT_A_DOCX);
  try {
    templater(bytes);
  } catch (error) {
    const explanation = (error as { properties?: { errors?: { properties?: { explanation?: string } }[] } }).properties?.errors?.[0]?.properties?.explanation;
    throw new HttpError(400, 'docx_template_invalid', `The Word template's {field} tags cannot be read${explanation ? `: ${explanation}` : '.'}`);
  }
}

/** Fills the uploaded template's {field} tags (line breaks kept), keeping its formatting. */
export function fillDocxTemplate(bytes: Buffer, data: Record<string, string>): Buffer {
  const doc = templater(bytes);
  doc.render(data);
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A clean Word document: the title as a heading, then one paragraph per line of the text. */
export async function buildDocx(title: string, content: string): Promise<Buffer> {
  const paragraphs = content.split(/\r?\n/).map((line) => new Paragraph({ children: [new TextRun(line)] }));
  const document = new Document({ title, sections: [{ children: [new Paragraph({ text: title, heading: HeadingLevel.TITLE }), ...paragraphs] }] });
  return Packer.toBuffer(document);
}
