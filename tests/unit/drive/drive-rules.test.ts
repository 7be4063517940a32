import { describe, expect, it } from 'vitest';
import { driveMimeType, isInlineMimeType, previewKind } from '../../../domain/files/drive-mime';
import { checkDriveName, DRIVE_MESSAGES } from '../../../domain/files/drive-rules';

describe('drive names', () => {
  it('trims and accepts 1 to 255 characters', () => {
    expect(checkDriveName('  Garcia v. Acme  ')).toEqual({ ok: true, name: 'Garcia v. Acme' });
    expect(checkDriveName('x'.repeat(255))).toMatchObject({ ok: true });
  });

  it("refuses blank names, more than 255 characters, '/' and NUL", () => {
    expect(checkDriveName(' \t ')).toEqual({ ok: false, message: 'Name is required.' });
    expect(checkDriveName('x'.repeat(256))).toEqual({ ok: false, message: DRIVE_MESSAGES.nameTooLong });
    expect(checkDriveName('a/b')).toEqual({ ok: false, message: DRIVE_MESSAGES.nameHasSlash });
    expect(checkDriveName('a\u0000b')).toEqual({ ok: false, message: DRIVE_MESSAGES.nameHasNul });
  });
});

describe('drive file types', () => {
  it("keeps a well-formed browser type, else guesses from the extension, else octet-stream", () => {
    expect(driveMimeType('scan.bin', 'Application/X-Scan; charset=binary')).toBe('application/x-scan');
    expect(driveMimeType('Brief.PDF', '')).toBe('application/pdf');
    expect(driveMimeType('notes.txt', 'application/octet-stream')).toBe('text/plain');
    expect(driveMimeType('notes.txt', 'not a type')).toBe('text/plain');
    expect(driveMimeType('README', undefined)).toBe('application/octet-stream');
  });

  it('previews only PDF, PNG, JPEG, GIF, WebP and plain text', () => {
    expect(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain'].every(isInlineMimeType)).toBe(true);
    expect(['text/html', 'image/svg+xml', 'application/xhtml+xml', 'text/markdown', null].some(isInlineMimeType)).toBe(false);
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('image/webp')).toBe('image');
    expect(previewKind('text/plain')).toBe('text');
    expect(previewKind('text/html')).toBeNull();
  });
});
