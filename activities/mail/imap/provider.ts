import type { MailHostAllowList } from '../../../domain/mail/host-policy';
import type { MailProvider } from '../provider';
import { ImapConnection } from './connection';
import type { ImapContext } from './context';
import { createLabel, listLabels } from './labels';
import { listMessages } from './listing';
import { MailboxDirectory } from './mailboxes';
import { getAttachment, getMessage, setRead } from './message';
import { modifyLabels } from './modify-labels';
import { archive, moveToFolder, trash } from './moves';
import { pollNewMessages } from './poll';
import { saveDraft, sendMail } from './send';
import type { ImapAccount, ImapSettings } from './settings';
import { SmtpSender } from './smtp';

export interface ImapProviderOptions {
  account: ImapAccount;
  settings: ImapSettings;
  password: string;
  /** Private addresses the administrator allows (MAIL_ALLOWED_HOSTS); every other one is refused. */
  allowList: MailHostAllowList;
  /** Where problems that do not fail the call go (a dropped connection, a Sent copy that could not be filed). */
  log?: (message: string) => void;
}

/**
 * A mailbox served by IMAP (imapflow) and SMTP (nodemailer). One IMAP connection per instance,
 * opened on first use and reused; call close() to log out.
 */
export function createImapProvider(options: ImapProviderOptions): MailProvider {
  const log = options.log ?? ((message: string) => console.warn(message));
  const { settings, password, allowList } = options;
  const connection = new ImapConnection({ settings, password, login: options.account.email, allowList, log });
  const context: ImapContext = {
    account: options.account,
    connection,
    directory: new MailboxDirectory(connection),
    smtp: new SmtpSender(settings, password, options.account.email, allowList, log),
    log,
  };

  return {
    kind: 'imap',
    listFolders: () => context.directory.systemFolders(),
    listLabels: () => listLabels(context),
    createLabel: (name) => createLabel(context, name),
    listMessages: (query) => listMessages(context, query),
    getMessage: (messageId) => getMessage(context, messageId),
    getAttachment: (messageId, attachmentId) => getAttachment(context, messageId, attachmentId),
    setRead: (messageIds, read) => setRead(context, messageIds, read),
    modifyLabels: (messageId, add, remove) => modifyLabels(context, messageId, add, remove),
    moveToFolder: (messageId, folderId) => moveToFolder(context, messageId, folderId),
    trash: (messageIds) => trash(context, messageIds),
    archive: (messageId) => archive(context, messageId),
    send: (mail) => sendMail(context, mail),
    saveDraft: (mail) => saveDraft(context, mail),
    pollNewMessages: (cursor) => pollNewMessages(context, cursor),
    async close() {
      context.smtp.close();
      await connection.close();
    },
  };
}
