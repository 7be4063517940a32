import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { imapClientOptions } from './connection';
import { toMailProviderError } from './errors';
import type { ImapSettings } from './settings';
import { smtpTransportOptions } from './smtp';

/** Per side, null when it works, else a message the user can act on. */
export interface ImapVerification {
  imapError: string | null;
  smtpError: string | null;
}

/** Signs in to the IMAP and the SMTP server (in parallel) without touching any mail. */
export async function verifyImapSettings(settings: ImapSettings, password: string): Promise<ImapVerification> {
  const [imapError, smtpError] = await Promise.all([verifyImap(settings, password), verifySmtp(settings, password)]);
  return { imapError, smtpError };
}

/** Both problems in one sentence for a 400 reply; null when the settings work. */
export function verificationFailure(verification: ImapVerification): string | null {
  const problems = [verification.imapError, verification.smtpError].filter((problem): problem is string => problem !== null);
  return problems.length ? problems.join(' ') : null;
}

async function verifyImap(settings: ImapSettings, password: string): Promise<string | null> {
  const client = new ImapFlow(imapClientOptions(settings, password, { verifyOnly: true }));
  client.on('error', () => undefined);
  try {
    await client.connect();
    return null;
  } catch (error) {
    return toMailProviderError(error, 'IMAP', { host: settings.imapHost, port: settings.imapPort }, settings.username).message;
  } finally {
    client.close();
  }
}

async function verifySmtp(settings: ImapSettings, password: string): Promise<string | null> {
  const transport = nodemailer.createTransport(smtpTransportOptions(settings, password));
  try {
    await transport.verify();
    return null;
  } catch (error) {
    return toMailProviderError(error, 'SMTP', { host: settings.smtpHost, port: settings.smtpPort }, settings.username).message;
  } finally {
    transport.close();
  }
}
