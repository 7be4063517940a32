import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { toMailProviderError } from './errors';
import type { ImapSettings } from './settings';

export function smtpTransportOptions(settings: ImapSettings, password: string): SMTPTransport.Options {
  return {
    host: settings.smtpHost,
    port: settings.smtpPort,
    secure: settings.smtpSecure,
    auth: { user: settings.username, pass: password },
    connectionTimeout: 15_000,
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
  ) {}

  /** Sends `raw` as is to the envelope's recipients (Bcc ones included). */
  async send(raw: Buffer, envelope: { from: string; to: string[] }): Promise<void> {
    this.transport ??= nodemailer.createTransport(smtpTransportOptions(this.settings, this.password));
    try {
      await this.transport.sendMail({ envelope, raw });
    } catch (error) {
      throw toMailProviderError(error, 'SMTP', { host: this.settings.smtpHost, port: this.settings.smtpPort }, this.login);
    }
  }

  close(): void {
    this.transport?.close();
    this.transport = null;
  }
}
