import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MailProviderError } from '../../../activities/mail/provider';
import { SecretBox } from '../../../activities/security/secret-box';
import { MAIL_MESSAGES } from '../../../domain/mail/messages';
import { FAKE_CLIENT, FakeGoogle } from '../support/fake-google';
import { gmailOnFake } from '../support/google-fixture';

let fake: FakeGoogle;
beforeEach(async () => {
  fake = await FakeGoogle.start();
});
afterEach(async () => fake.close());

describe('Gmail provider: token refresh before each call (10-minute rule)', () => {
  it('refreshes a token with under 10 minutes left, saves it, then calls with it', async () => {
    const { provider, credentials, saved } = gmailOnFake(fake, { expiresInMinutes: 8 });
    const before = Math.floor(Date.now() / 1000);
    await provider.listLabels();

    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /token', 'GET /gmail/v1/users/me/labels']);
    expect(fake.requests[0]!.body).toEqual({ grant_type: 'refresh_token', refresh_token: credentials.refreshToken, client_id: FAKE_CLIENT.clientId, client_secret: FAKE_CLIENT.clientSecret });

    expect(saved).toHaveLength(1);
    const next = saved[0]!;
    expect(next.accessToken).not.toBe(credentials.accessToken);
    expect(fake.accessTokens.has(next.accessToken)).toBe(true);
    expect(next).toMatchObject({ refreshToken: credentials.refreshToken, email: credentials.email });
    expect(next.expiresAt).toBeGreaterThanOrEqual(before + 3598);
    expect(next.expiresAt).toBeLessThanOrEqual(before + 3600);
    expect(Date.parse(next.storedAt)).toBeGreaterThanOrEqual(before * 1000);
    expect(fake.requests[1]!.headers.authorization).toBe(`Bearer ${next.accessToken}`);

    const box = new SecretBox('a-secret-of-at-least-thirty-two-characters');
    const sealed = box.sealJson(next);
    expect(sealed).not.toContain(next.accessToken);
    expect(box.openJson(sealed)).toEqual(next);

    fake.clearRequests();
    await provider.listLabels();
    expect(fake.requests.map((request) => request.path)).toEqual(['/gmail/v1/users/me/labels']);
    expect(saved).toHaveLength(1);
  });

  it('uses a token with 10 minutes or more left as it is', async () => {
    const { provider, credentials, saved } = gmailOnFake(fake, { expiresInMinutes: 11 });
    await provider.listLabels();
    expect(fake.requestsTo('/token')).toHaveLength(0);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${credentials.accessToken}`);
    expect(saved).toHaveLength(0);
  });

  it('shares one refresh between concurrent calls', async () => {
    const { provider, saved } = gmailOnFake(fake, { expiresInMinutes: 2 });
    await Promise.all([provider.listLabels(), provider.listFolders(), provider.listMessages({ pageSize: 5 })]);
    expect(fake.requestsTo('/token')).toHaveLength(1);
    expect(saved).toHaveLength(1);
  });

  it('asks to reconnect when the refresh token is refused, saving nothing', async () => {
    const { provider, credentials, saved } = gmailOnFake(fake, { expiresInMinutes: 1 });
    fake.refreshTokens.delete(credentials.refreshToken);
    const failure = provider.listLabels();
    await expect(failure).rejects.toEqual(new MailProviderError(MAIL_MESSAGES.gmailAuthExpired, 401, false));
    await expect(failure).rejects.toMatchObject({ status: 401, retryable: false });
    expect(saved).toHaveLength(0);
    expect(fake.requestsTo(/^\/gmail/)).toHaveLength(0);
  });
});

describe('Gmail provider: error texts (seed 000 §8)', () => {
  it('401: authentication expired, not retryable, without a silent refresh', async () => {
    const { provider, credentials } = gmailOnFake(fake);
    fake.accessTokens.delete(credentials.accessToken);
    await expect(provider.listLabels()).rejects.toMatchObject({ message: MAIL_MESSAGES.gmailAuthExpired, status: 401, retryable: false });
    expect(fake.requestsTo('/token')).toHaveLength(0);
  });

  it('403: access denied', async () => {
    fake.respondOnce({ path: '/gmail/v1/users/me/labels' }, 403);
    const { provider } = gmailOnFake(fake);
    await expect(provider.listLabels()).rejects.toMatchObject({ name: 'MailProviderError', message: MAIL_MESSAGES.gmailAccessDenied, status: 403, retryable: false });
  });

  it.each([
    [429, true],
    [500, true],
    [503, true],
    [400, false],
  ])('%i: "Gmail API error: %i", retryable %s, tried once (Temporal owns retries)', async (status, retryable) => {
    fake.respondOnce({ path: '/gmail/v1/users/me/messages' }, status);
    const { provider } = gmailOnFake(fake);
    await expect(provider.listMessages({ folderId: 'INBOX', pageSize: 5 })).rejects.toMatchObject({ message: `Gmail API error: ${status}`, status, retryable });
    expect(fake.requestsTo('/gmail/v1/users/me/messages')).toHaveLength(1);
  });

  it('404 on one message: "Gmail API error: 404"', async () => {
    const { provider } = gmailOnFake(fake);
    await expect(provider.getMessage('missing')).rejects.toMatchObject({ message: 'Gmail API error: 404', status: 404, retryable: false });
  });

  it('skips a listed message that is gone by the time its metadata is read', async () => {
    const [kept, gone] = [fake.gmail.add(), fake.gmail.add()];
    fake.respondOnce({ path: `/gmail/v1/users/me/messages/${gone.id}` }, 404);
    const { provider } = gmailOnFake(fake);
    const page = await provider.listMessages({ folderId: 'INBOX', pageSize: 10 });
    expect(page.messages.map((row) => row.id)).toEqual([kept.id]);
  });
});
