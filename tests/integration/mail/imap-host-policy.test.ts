import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createImapProvider } from '../../../activities/mail/imap/provider';
import type { ImapSettings } from '../../../activities/mail/imap/settings';
import { verifyImapSettings } from '../../../activities/mail/imap/verify';
import { EMPTY_MAIL_HOST_ALLOW_LIST, parseMailHostAllowList } from '../../../domain/mail/host-policy';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

/**
 * Linking must not let a user probe the server's own network: without MAIL_ALLOWED_HOSTS, loopback,
 * private and link-local hosts are refused before any connection, with the same reply as any failure.
 */
const CONNECTION_FAILED = {
  error: {
    code: 'mail/imap-verification-failed',
    message: 'Could not connect to the mail server with these settings. Check the server names, ports and password.',
  },
};

/** A plain TCP listener on both loopback families that counts who knocks, standing in for any internal service. */
let listener: net.Server;
let port: number;
let connections = 0;
let t: TestApp;

beforeAll(async () => {
  listener = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen({ host: '::', ipv6Only: false, port: 0 }, resolve);
  });
  port = (listener.address() as net.AddressInfo).port;
  t = await createTestApp({ mailAllowedHosts: '' });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => listener?.close(resolve));
});

beforeEach(() => {
  connections = 0;
});

const settingsFor = (host: string): ImapSettings => ({ imapHost: host, imapPort: port, imapSecure: false, smtpHost: host, smtpPort: port, smtpSecure: false, username: 'lawyer@firm.test' });

describe('linking a mailbox on the server’s own network', () => {
  it.each(['127.0.0.1', 'localhost', '169.254.169.254', '10.0.0.1', '[::1]', '::ffff:127.0.0.1'])(
    'refuses %s with the one connection message, without connecting',
    async (host) => {
      const { cookie } = await signUpUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/mail/accounts/imap',
        headers: { cookie },
        payload: { email: 'lawyer@firm.test', name: '', ...settingsFor(host), password: 'secret' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(CONNECTION_FAILED);
      expect(connections).toBe(0);
      const rows = await t.database.db.selectFrom('linked_accounts').select('id').where('provider', '=', 'imap').execute();
      expect(rows).toEqual([]);
    },
  );
});

describe('stored settings used later', () => {
  it('refuses to poll or send to a host that is no longer allowed, without connecting', async () => {
    const provider = createImapProvider({
      account: { id: 'account-1', email: 'lawyer@firm.test', name: '' },
      settings: settingsFor('localhost'),
      password: 'secret',
      allowList: EMPTY_MAIL_HOST_ALLOW_LIST,
      log: () => undefined,
    });
    try {
      await expect(provider.pollNewMessages(null)).rejects.toMatchObject({ message: CONNECTION_FAILED.error.message, retryable: false });
      await expect(provider.send({ to: 'clerk@wcab.example.gov', subject: 'Hearing', body: 'See you there.' })).rejects.toMatchObject({
        message: CONNECTION_FAILED.error.message,
        retryable: false,
      });
    } finally {
      await provider.close?.();
    }
    expect(connections).toBe(0);
  });

  it('does connect where the administrator allows it (the listener counts it)', async () => {
    const verification = await verifyImapSettings(settingsFor('127.0.0.1'), 'secret', parseMailHostAllowList('127.0.0.1'));
    expect(verification.imapError).not.toBeNull();
    expect(verification.smtpError).not.toBeNull();
    expect(connections).toBeGreaterThanOrEqual(2);
  });
});
