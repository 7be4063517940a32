import type { ImapSettings } from '../../../activities/mail/imap/settings';
import { parseMailHostAllowList, type MailHostAllowList } from '../../../domain/mail/host-policy';
import { startImapServer, type RunningImapServer } from './imap-server';
import { startSmtpServer, type RunningSmtpServer } from './smtp-server';

export interface MailServers {
  imap: RunningImapServer;
  smtp: RunningSmtpServer;
  /** Settings that reach both servers as the test user. */
  settings: ImapSettings;
  /** MAIL_ALLOWED_HOSTS as an administrator would set it for these two local servers. */
  allowList: MailHostAllowList;
  stop(): Promise<void>;
}

/** Dovecot plus an SMTP server that delivers mail for the Dovecot user into its INBOX. */
export async function startMailServers(): Promise<MailServers> {
  const imap = await startImapServer();
  const smtp = await startSmtpServer({
    username: imap.username,
    password: imap.password,
    deliver: async (mail) => {
      if (mail.recipients.some((recipient) => recipient.toLowerCase() === imap.username.toLowerCase())) await imap.append(mail.raw);
    },
  }).catch(async (error: unknown) => {
    await imap.stop();
    throw error;
  });
  const settings: ImapSettings = {
    imapHost: imap.host,
    imapPort: imap.port,
    imapSecure: false,
    smtpHost: smtp.host,
    smtpPort: smtp.port,
    smtpSecure: false,
    username: imap.username,
  };
  return {
    imap,
    smtp,
    settings,
    allowList: parseMailHostAllowList(`${imap.host},${smtp.host}`),
    async stop() {
      await smtp.stop();
      await imap.stop();
    },
  };
}
