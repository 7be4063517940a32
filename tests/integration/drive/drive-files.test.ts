import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTooLargeMessage, MAX_FILE_BYTES } from '../../../domain/files/limits';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { APP_ORIGIN, driveClient, errorOf, names } from './drive-helpers';

describe('drive files', () => {
  let t: TestApp;
  let api: ReturnType<typeof driveClient>;

  beforeAll(async () => {
    t = await createTestApp();
    api = driveClient(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  it('gives back exactly the uploaded bytes', async () => {
    const bytes = randomBytes(300_000);
    const item = await api.file('scan.bin', bytes, { type: 'application/x-scan' });
    expect(item).toMatchObject({ kind: 'file', name: 'scan.bin', mimeType: 'application/x-scan', sizeBytes: bytes.length, parentId: null });
    const content = await api.call('GET', `/api/drive/items/${item.id}/content`);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(bytes)).toBe(true);
  });

  it('guesses the type from the name when the browser sent none', async () => {
    expect((await api.file('brief.pdf', '%PDF-1.4')).mimeType).toBe('application/pdf');
    expect((await api.file('notes.txt', 'hello', { type: '' })).mimeType).toBe('text/plain');
    expect((await api.file('mystery', 'x')).mimeType).toBe('application/octet-stream');
  });

  it('shows PDF, images and plain text inline and sends everything else as an attachment, never sniffed', async () => {
    const cases: Array<[string, string, string, string]> = [
      ['report.pdf', 'application/pdf', 'inline', 'application/pdf'],
      ['photo.png', 'image/png', 'inline', 'image/png'],
      ['photo.webp', 'image/webp', 'inline', 'image/webp'],
      ['notes.txt', 'text/plain', 'inline', 'text/plain; charset=utf-8'],
      ['page.html', 'text/html', 'attachment', 'application/octet-stream'],
      ['drawing.svg', 'image/svg+xml', 'attachment', 'application/octet-stream'],
      ['letter.docx', '', 'attachment', 'application/octet-stream'],
    ];
    for (const [name, type, disposition, contentType] of cases) {
      const item = await api.file(name, `<script>alert(1)</script>`, { type });
      const content = await api.call('GET', `/api/drive/items/${item.id}/content`);
      expect(content.statusCode, name).toBe(200);
      expect(content.headers['content-disposition'], name).toBe(`${disposition}; filename*=UTF-8''${encodeURIComponent(name)}`);
      expect(content.headers['content-type'], name).toBe(contentType);
      expect(content.headers['x-content-type-options'], name).toBe('nosniff');
      const csp = String(content.headers['content-security-policy']);
      if (type === 'application/pdf') {
        expect(csp).toContain("frame-ancestors 'self'");
        expect(content.headers['x-frame-options']).toBe('SAMEORIGIN');
      } else {
        expect(csp).toContain("frame-ancestors 'none'");
        expect(content.headers['x-frame-options']).toBe('DENY');
      }
      expect(csp).toMatch(/(^|;)sandbox(;|$)/);
      expect(csp).toContain("default-src 'none'");
    }
    const pdf = await api.file('download-me.pdf', '%PDF-1.4');
    const download = await api.call('GET', `/api/drive/items/${pdf.id}/content?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses a file of 25 MB and one byte with 413 and says why, keeping nothing', async () => {
    const before = (await api.list()).items.length;
    const response = await api.upload({ name: 'huge.bin' }, Buffer.alloc(MAX_FILE_BYTES + 1));
    expect(errorOf(response, 413)).toBe(fileTooLargeMessage());
    expect(response.json().error.code).toBe('file_too_large');
    expect((await api.list()).items.length).toBe(before);
    const exact = await api.upload({ name: 'exactly-25.bin' }, Buffer.alloc(MAX_FILE_BYTES));
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('refuses uploads from another site or without an origin (403) and bodies that are not raw bytes (415)', async () => {
    expect((await api.upload({ name: 'x.txt' }, Buffer.from('x'), { origin: 'https://evil.example' })).statusCode).toBe(403);
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/drive/files?name=x.txt',
      headers: { cookie: (await signUpUser(t.app)).cookie, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('x'),
    });
    expect(noOrigin.statusCode).toBe(403);
    expect((await api.upload({ name: 'x.txt' }, Buffer.from('{"a":1}'), { 'content-type': 'application/json' })).statusCode).toBe(415);
    expect((await api.upload({ name: 'x.txt' }, Buffer.from('x'), { 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect(names((await api.list()).items)).not.toContain('x.txt');
  });

  it('refuses an upload with a blank name or into a file', async () => {
    expect(errorOf(await api.upload({ name: '  ' }, Buffer.from('x')), 400)).toBe('Name is required.');
    const file = await api.file('holder.txt', 'x');
    expect(errorOf(await api.upload({ name: 'x.txt', parentId: file.id }, Buffer.from('x')), 404)).toBe('Folder not found');
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/drive/items' })).statusCode).toBe(401);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/drive/files?name=x.txt',
      headers: { origin: APP_ORIGIN, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('x'),
    });
    expect(upload.statusCode).toBe(401);
  });
});
