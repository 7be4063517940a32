import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDemoMessage } from '../../../activities/mail/demo/demo-store';
import { ensureDemoMailbox } from '../../../activities/mail/demo/seed';
import { findMessageId } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

const HOSTILE_HTML = [
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%;background:#fff">Session expired. Sign in again.</div>',
  '<p style="background:u\\72l(https://evil.example/bg.png);color:#123456">Hearing moved to 12/09.</p>',
  '<img src="/api/auth/me" alt="own api"><img src="https://tracker.example/open.gif" alt="tracker">',
  '<a href="/api/auth/logout">log out</a>',
].join('\n');

const hostileRaw = (to: string) =>
  [
    'From: Phisher <notices@evil.example>',
    `To: ${to}`,
    'Subject: Hostile body route test',
    'Date: Mon, 23 Nov 2026 09:00:00 +0000',
    'Message-ID: <hostile-body@evil.example>',
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    '',
    HOSTILE_HTML,
  ].join('\r\n');

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')] as [string, string];
      }),
  );
}

describe('GET /api/mail/accounts/:accountId/messages/:messageId/body', () => {
  let t: TestApp;
  let owner: { cookie: string; accountId: string; hostileId: string };
  let stranger: { cookie: string; accountId: string };
  const bodyUrl = (accountId: string, messageId: string, query = '') => `/api/mail/accounts/${accountId}/messages/${messageId}/body${query}`;
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp();
    const [first, second] = [await signUpUser(t.app), await signUpUser(t.app)];
    const mailbox = (user: typeof first) => ensureDemoMailbox(t.database.db, { userId: user.user.id, fullName: user.user.fullName, email: user.user.email });
    const ownerAccount = (await mailbox(first)).accountId;
    const hostileId = await storeDemoMessage(t.database.db, { accountId: ownerAccount, userId: first.user.id, raw: hostileRaw(first.user.email), folder: 'INBOX' });
    owner = { cookie: first.cookie, accountId: ownerAccount, hostileId };
    stranger = { cookie: second.cookie, accountId: (await mailbox(second)).accountId };
  });
  afterAll(async () => t?.close());

  it('serves the body as a sandboxed HTML document with its own policy, framable only by the workspace', async () => {
    const response = await get(bodyUrl(owner.accountId, owner.hostileId), owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('sandbox')).toBe('allow-scripts allow-popups allow-popups-to-escape-sandbox');
    expect(csp.get('sandbox')).not.toContain('allow-same-origin');
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.get('img-src')).toBe('data:');
    expect(csp.get('style-src')).toBe("'unsafe-inline'");
    expect(csp.get('script-src')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(csp.get('connect-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
  });

  it('carries no way out: nothing pinned to the window, no CSS loads, no addresses into the workspace', async () => {
    const document = (await get(bodyUrl(owner.accountId, owner.hostileId), owner.cookie)).body;
    expect(document).toContain('Session expired. Sign in again.');
    expect(document).toContain('Hearing moved to 12/09.');
    expect(document).toContain('color: #123456');
    expect(document).not.toMatch(/position\s*:\s*fixed|evil\.example\/bg|\/api\/auth/);
    expect(document).toContain('<a>log out</a>');
    // The only script is the height reporter the policy's hash allows.
    expect(document.match(/<script/g)).toHaveLength(1);
  });

  it('holds remote images back until the reader asks, then lets only absolute http(s) images load', async () => {
    const held = await get(bodyUrl(owner.accountId, owner.hostileId), owner.cookie);
    expect(held.body).toContain('data-remote-src="https://tracker.example/open.gif"');
    expect(held.body).not.toMatch(/<img[^>]+\ssrc=/);

    const shown = await get(bodyUrl(owner.accountId, owner.hostileId, '?images=1&theme=dark'), owner.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('src="https://tracker.example/open.gif" referrerpolicy="no-referrer"');
    expect(shown.body).toContain('<img alt="own api" />');
    const csp = directives(shown.headers['content-security-policy']);
    expect(csp.get('img-src')).toBe('data: https: http:');
    expect(csp.get('sandbox')).toBe('allow-scripts allow-popups allow-popups-to-escape-sandbox');
    expect(csp.get('frame-ancestors')).toBe("'self'");
  });

  it('serves the demo samples too', async () => {
    const newsletterId = await findMessageId(t.app, owner.cookie, owner.accountId, 'This week:');
    const response = await get(bodyUrl(owner.accountId, newsletterId), owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-remote-src="https://applicantsbar.example.org/track/open.gif"');
  });

  it("answers 404 for another user's account or message, and 401 without a session", async () => {
    const foreignAccount = await get(bodyUrl(owner.accountId, owner.hostileId), stranger.cookie);
    expect(foreignAccount.statusCode).toBe(404);
    expect(foreignAccount.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    expect(foreignAccount.body).not.toContain('Session expired');

    const foreignMessage = await get(bodyUrl(stranger.accountId, owner.hostileId), stranger.cookie);
    expect(foreignMessage.statusCode).toBe(404);
    expect(foreignMessage.json().error.code).toEqual(expect.any(String));

    const anonymous = await t.app.inject({ method: 'GET', url: bodyUrl(owner.accountId, owner.hostileId) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown images value', async () => {
    const response = await get(bodyUrl(owner.accountId, owner.hostileId, '?images=yes'), owner.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
  });
});
