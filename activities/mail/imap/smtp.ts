import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailHostAllowList } from '../../../domain/mail/host-policy';
import { toMailProviderError } from './errors';
import { MailHostRefusedError, pinMailHost, type PinnedHost } from './pinned-host';
import type { ImapSettings } from './settings';

/** Options for a transport that connects to the pinned address and checks the certificate against the configured name. */
export function smtpTransportOptions(settings: ImapSettings, password: string, pinned: PinnedHost): SMTPTransport.Options {
  return {
    host: pinned.address,
    // Both the implicit-TLS and the STARTTLS paths of nodemailer take SNI and the name checked from `tls`.
    ...(pinned.servername ? { tls: { servername: pinned.servername } } : {}),
    port: settings.smtpPort,
    secure: settings.smtpSecure,
    auth: { user: settings.username, pass: password },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  };
}

/** Submits finished messages over SMTP; the transport is made on first use and closed with the provider. */
export class SmtpSender {
  private transport: Transporter<SMTPTransport.SentMessageInfo> | null = null;

  constructor(
    private readonly settings: ImapSettings,
    private readonly password: string,
    private readonly login: string,
    private readonly allowList: MailHostAllowList,
    private readonly log: (message: string) => void,
  ) {}

  /** Sends `raw` as is to the envelope's recipients (Bcc ones included). */
  async send(raw: Buffer, envelope: { from: string; to: string[] }): Promise<void> {
    try {
      // The host is resolved and checked when the transport is made; the transport keeps that address.
      this.transport ??= nodemailer.createTransport(smtpTransportOptions(this.settings, this.password, await pinMailHost(this.settings.smtpHost, this.allowList)));
      await this.transport.sendMail({ envelope, raw });
    } catch (error) {
      if (error instanceof MailHostRefusedError) this.log(`SMTP connection to ${this.settings.smtpHost} refused: ${error.message}`);
      throw toMailProviderError(error, 'SMTP', { host: this.settings.smtpHost, port: this.settings.smtpPort }, this.login);
    }
  }

  close(): void {
    this.transport?.close();
    this.transport = null;
  }
}
