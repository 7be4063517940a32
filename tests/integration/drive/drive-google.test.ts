import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_MESSAGES } from '../../../domain/files/drive-rules';
import { FakeGoogle } from '../support/fake-google';
import { linkFakeGmail } from '../support/google-fixture';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { driveClient, errorOf } from './drive-helpers';

describe('Google Drive listing', () => {
  let t: TestApp;
  let fake: FakeGoogle;
  let linked: ReturnType<typeof driveClient>;
  let unlinked: ReturnType<typeof driveClient>;

  beforeAll(async () => {
    fake = await FakeGoogle.start();
    t = await createTestApp({ google: fake.config() });
    const me = await signUpUser(t.app);
    await linkFakeGmail(t.database.db, me.user.id, fake);
    linked = driveClient(t.app, me.cookie);
    unlinked = driveClient(t.app, (await signUpUser(t.app)).cookie);
    fake.drive.add({ name: 'Deposition transcript.pdf', mimeType: 'application/pdf', size: '48213', modifiedTime: '2026-11-02T17:04:11.000Z' });
    fake.drive.add({ name: 'Client intake', mimeType: 'application/vnd.google-apps.document' });
    fake.drive.add({ name: 'Thrown away.txt', mimeType: 'text/plain', size: '12', trashed: true });
    for (let index = 0; index < 55; index += 1) fake.drive.add({ name: `Exhibit ${String(index).padStart(2, '0')}.png`, mimeType: 'image/png', size: '1024' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('lists the linked account’s files, 50 a page, leaving out Google’s trash', async () => {
    fake.clearRequests();
    const first = await linked.call('GET', '/api/drive/google');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.linked).toBe(true);
    expect(page.files).toHaveLength(50);
    expect(page.files[0]).toEqual({
      id: fake.drive.files[0]!.id,
      name: 'Deposition transcript.pdf',
      mimeType: 'application/pdf',
      modifiedTime: '2026-11-02T17:04:11.000Z',
      sizeBytes: 48213,
      webViewLink: fake.drive.files[0]!.webViewLink,
      iconLink: fake.drive.files[0]!.iconLink,
    });
    expect(page.files[1]).toMatchObject({ name: 'Client intake', sizeBytes: null });
    expect(page.nextPageToken).toEqual(expect.any(String));

    const [request] = fake.requestsTo('/drive/v3/files', 'GET');
    expect(request?.query.get('pageSize')).toBe('50');
    expect(request?.query.get('q')).toBe('trashed = false');
    expect(request?.query.get('fields')).toBe('nextPageToken,files(id,name,mimeType,modifiedTime,size,webViewLink,iconLink)');

    const second = (await linked.call('GET', `/api/drive/google?pageToken=${encodeURIComponent(page.nextPageToken)}`)).json();
    expect(second.files).toHaveLength(7);
    expect(second.nextPageToken).toBeNull();
    const all = [...page.files, ...second.files].map((file: { name: string }) => file.name);
    expect(all).not.toContain('Thrown away.txt');
  });

  it('says so when no Google account is linked', async () => {
    const response = await unlinked.call('GET', '/api/drive/google');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ linked: false, files: [], nextPageToken: null });
  });

  it('answers 502 with a plain message when Google fails or refuses', async () => {
    fake.respondOnce({ method: 'GET', path: '/drive/v3/files' }, 500);
    expect(errorOf(await linked.call('GET', '/api/drive/google'), 502)).toBe(DRIVE_MESSAGES.googleFailed);
    fake.respondOnce({ method: 'GET', path: '/drive/v3/files' }, 403);
    expect(errorOf(await linked.call('GET', '/api/drive/google'), 502)).toBe(DRIVE_MESSAGES.googleScopeMissing);
  });

  it('shows the link state on the diagnostics route', async () => {
    expect((await linked.call('GET', '/api/drive/debug')).json().google).toEqual({ linked: true, scopeGranted: true });
    fake.respondOnce({ method: 'GET', path: '/drive/v3/files' }, 403);
    expect((await linked.call('GET', '/api/drive/debug')).json().google).toEqual({ linked: true, scopeGranted: false, error: DRIVE_MESSAGES.googleScopeMissing });
    expect((await unlinked.call('GET', '/api/drive/debug')).json().google).toEqual({ linked: false, scopeGranted: false });
  });
});
