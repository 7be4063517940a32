import { ApplicationFailure } from '@temporalio/activity';
import { validateAnalysable } from '../../domain/analysis/failure';
import type { AnalysableEmail } from '../../domain/analysis/types';
import type { MailDeps } from '../mail/mail-deps';
import { openMailProvider } from '../mail/provider-factory';
import { MailProviderError } from '../mail/provider';
import type { AnalysisTarget } from './types';

/** Loads the message from its mailbox in the shape the analysers read. */
export function createLoadMessageActivity(deps: MailDeps) {
  return {
    async loadMessageForAnalysis(target: AnalysisTarget): Promise<AnalysableEmail> {
      const account = await deps.db
        .selectFrom('linked_accounts')
        .selectAll()
        .where('id', '=', target.accountId)
        .where('user_id', '=', target.userId)
        .executeTakeFirst();
      if (!account) throw ApplicationFailure.nonRetryable(`Mail account ${target.accountId} not found`, 'NotFound');
      const provider = await openMailProvider(deps, account);
      try {
        const message = await provider.getMessage(target.messageId);
        const email: AnalysableEmail = {
          id: message.id,
          subject: message.subject,
          from: message.from,
          to: message.to,
          cc: message.cc,
          date: message.date,
          text: message.textBody,
          attachments: message.attachments.map(({ filename, attachmentId }) => ({ filename, attachmentId })),
        };
        const problem = validateAnalysable(email);
        if (problem) throw ApplicationFailure.nonRetryable(problem, 'ValidationError');
        return email;
      } catch (error) {
        if (error instanceof MailProviderError && !error.retryable) throw ApplicationFailure.nonRetryable(error.message, 'MailProviderError');
        throw error;
      } finally {
        await provider.close?.();
      }
    },
  };
}
