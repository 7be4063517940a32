import { ImapFlow, type ImapFlowOptions, type MailboxObject } from 'imapflow';
import type { MailHostAllowList } from '../../../domain/mail/host-policy';
import { toMailProviderError } from './errors';
import { pinMailHost, type PinnedHost } from './pinned-host';
import type { ImapSettings } from './settings';

const CONNECT_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;

/** Options for a client that connects to the pinned address and checks the certificate against the configured name. */
export function imapClientOptions(settings: ImapSettings, password: string, pinned: PinnedHost, extra: Partial<ImapFlowOptions> = {}): ImapFlowOptions {
  return {
    host: pinned.address,
    ...(pinned.servername ? { servername: pinned.servername } : {}),
    port: settings.imapPort,
    secure: settings.imapSecure,
    auth: { user: settings.username, pass: password },
    logger: false,
    // Requests come one at a time from activities and routes; an IDLE between them only costs round-trips.
    disableAutoIdle: true,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    clientInfo: { name: 'legal-workspace' },
    ...extra,
  };
}

export interface ImapConnectionOptions {
  settings: ImapSettings;
  password: string;
  /** Named in error messages ("IMAP sign-in failed for …"). */
  login: string;
  /** Private addresses the administrator allows (MAIL_ALLOWED_HOSTS); every other one is refused. */
  allowList: MailHostAllowList;
  log: (message: string) => void;
}

/**
 * One IMAP connection per provider, opened on first use and reused; a dropped connection is reopened
 * on the next call. Every failure leaves as a MailProviderError.
 */
export class ImapConnection {
  private client: ImapFlow | null = null;
  private connecting: Promise<ImapFlow> | null = null;
  /** Set by a SELECT, cleared once a locked call has seen it: tells whether the selection is current. */
  private justSelected = false;

  constructor(private readonly options: ImapConnectionOptions) {}

  async run<T>(work: (client: ImapFlow) => Promise<T>): Promise<T> {
    try {
      return await work(await this.connected());
    } catch (error) {
      const { settings, login } = this.options;
      throw toMailProviderError(error, 'IMAP', { host: settings.imapHost, port: settings.imapPort }, login);
    }
  }

  /**
   * Runs work in a mailbox under imapflow's lock, so concurrent calls cannot switch it mid-way.
   * A mailbox that stayed selected from an earlier call is synced with NOOP first (servers report new
   * and expunged messages only between commands); `reselect` asks for a fresh SELECT, for calls that
   * need its UIDNEXT or keyword list.
   */
  inMailbox<T>(path: string, work: (client: ImapFlow, mailbox: MailboxObject) => Promise<T>, options: { reselect?: boolean } = {}): Promise<T> {
    return this.run(async (client) => {
      const lock = await client.getMailboxLock(path);
      try {
        if (options.reselect && !this.justSelected) await client.mailboxOpen(path);
        else if (!this.justSelected) await client.noop();
        this.justSelected = false;
        if (!client.mailbox) throw new Error(`Mailbox ${path} could not be opened.`);
        return await work(client, client.mailbox);
      } finally {
        lock.release();
      }
    });
  }

  async close(): Promise<void> {
    const client = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    this.connecting = null;
    if (!client?.usable) return;
    try {
      await client.logout();
    } catch {
      client.close();
    }
  }

  private async connected(): Promise<ImapFlow> {
    if (this.client?.usable) return this.client;
    this.connecting ??= this.open().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(): Promise<ImapFlow> {
    const { settings, allowList } = this.options;
    // Resolved and checked on every (re)connect: the stored host may point elsewhere by now.
    const pinned = await pinMailHost(settings.imapHost, allowList).catch((error: unknown) => {
      this.options.log(`IMAP connection to ${settings.imapHost} refused: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    });
    const client = new ImapFlow(imapClientOptions(settings, this.options.password, pinned));
    client.on('error', (error: Error) => this.options.log(`IMAP connection to ${this.options.settings.imapHost} failed: ${error.message}`));
    client.on('mailboxOpen', () => (this.justSelected = true));
    client.on('close', () => {
      if (this.client === client) this.client = null;
    });
    await client.connect();
    this.client = client;
    return client;
  }
}
