import { ApplicationFailure } from '@temporalio/activity';
import { AGENT_MESSAGES } from '../../../domain/agents/action-types';
import type { SystemFolderId } from '../../../domain/mail/types';
import type { MailDeps } from '../../mail/mail-deps';
import { openMailProvider } from '../../mail/provider-factory';
import { MailProviderError, type MailProvider } from '../../mail/provider';
import { optionalStrings, requireString } from '../params';
import { resolveLabelIds } from './label-ids';
import { replyFor } from './reply';

/** E-mail actions, done through the account's own mail provider. */
export async function runEmailAction(deps: MailDeps, userId: string, type: string, params: Record<string, unknown>): Promise<unknown> {
  const accountId = requireString(params, 'accountId');
  const messageId = requireString(params, 'messageId');
  const account = await deps.db.selectFrom('linked_accounts').selectAll().where('id', '=', accountId).where('user_id', '=', userId).executeTakeFirst();
  if (!account) throw ApplicationFailure.nonRetryable(`Mail account ${accountId} not found`, 'NotFound');
  const mailbox = await openMailProvider(deps, account);
  try {
    return await perform(mailbox, type, messageId, params);
  } catch (error) {
    if (error instanceof MailProviderError && !error.retryable) throw ApplicationFailure.nonRetryable(error.message, 'MailProviderError');
    throw error;
  } finally {
    await mailbox.close?.();
  }
}

async function perform(mailbox: MailProvider, type: string, messageId: string, params: Record<string, unknown>): Promise<unknown> {
  switch (type) {
    case 'email.draft_reply':
      return { draftId: (await mailbox.saveDraft(await replyFor(mailbox, messageId, params))).id };
    case 'email.send_reply': {
      const reply = await replyFor(mailbox, messageId, params);
      return { sentId: (await mailbox.send(reply)).id, to: reply.to, subject: reply.subject };
    }
    case 'email.label': {
      const labels = await resolveLabelIds(mailbox, { add: optionalStrings(params, 'addLabelIds') ?? [], remove: optionalStrings(params, 'removeLabelIds') ?? [] });
      await mailbox.modifyLabels(messageId, labels.add, labels.remove);
      return { labelled: messageId };
    }
    case 'email.archive':
      await mailbox.archive(messageId);
      return { archived: messageId };
    case 'email.move': {
      const folderId = requireString(params, 'folderId') as SystemFolderId;
      await mailbox.moveToFolder(messageId, folderId);
      return { moved: messageId, folderId };
    }
    case 'email.delete':
      await mailbox.trash([messageId]);
      return { deleted: messageId };
    default:
      throw ApplicationFailure.nonRetryable(AGENT_MESSAGES.unsupportedEmailAction, 'ValidationError');
  }
}
