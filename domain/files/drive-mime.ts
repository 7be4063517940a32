/** Which file types the drive shows inside the workspace, and a type guessed from a file name. */

/** Types the content route serves inline; everything else is sent as an attachment. */
export const INLINE_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain'] as const;

export type PreviewKind = 'pdf' | 'image' | 'text' | null;

const BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  text: 'text/plain',
  log: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  html: 'text/html',
  htm: 'text/html',
  json: 'application/json',
  xml: 'application/xml',
  eml: 'message/rfc822',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  rtf: 'application/rtf',
  zip: 'application/zip',
};

const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** The type a browser sent when it is a well-formed type, else one guessed from the extension, else octet-stream. */
export function driveMimeType(fileName: string, sent: string | undefined): string {
  const given = sent?.split(';', 1)[0]?.trim().toLowerCase();
  if (given && MIME_TYPE.test(given) && given !== 'application/octet-stream') return given;
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || 'application/octet-stream';
}

export function isInlineMimeType(mimeType: string | null): boolean {
  return (INLINE_MIME_TYPES as readonly string[]).includes(mimeType ?? '');
}

/** How the drive screen previews a file of this type (null: download only). */
export function previewKind(mimeType: string | null): PreviewKind {
  if (!isInlineMimeType(mimeType)) return null;
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType === 'text/plain') return 'text';
  return 'image';
}
