/** The largest file the drive or the knowledge base accepts (the uploaded bytes, before any parsing). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;

export function fileTooLargeMessage(limitBytes: number = MAX_FILE_BYTES): string {
  return `This file is larger than the ${Math.round(limitBytes / (1024 * 1024))} MB limit. Split it or compress it, then upload it again.`;
}
