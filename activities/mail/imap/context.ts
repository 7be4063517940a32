import type { ImapConnection } from './connection';
import { mailboxLabelId } from './label-ids';
import type { MailboxDirectory } from './mailboxes';
import type { ImapAccount } from './settings';
import type { SmtpSender } from './smtp';

/** What every IMAP operation works with: the shared connection, the mailbox directory, the SMTP sender. */
export interface ImapContext {
  account: ImapAccount;
  connection: ImapConnection;
  directory: MailboxDirectory;
  smtp: SmtpSender;
  log: (message: string) => void;
}

/** How a mailbox shows in a message's labels: its system folder id, or its label id. */
export async function mailboxLabelOf(context: ImapContext, path: string): Promise<string> {
  return (await context.directory.folderOf(path)) ?? mailboxLabelId(path);
}
