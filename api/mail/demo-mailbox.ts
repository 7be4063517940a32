import type { FastifyBaseLogger } from 'fastify';
import { ensureDemoMailbox } from '../../activities/mail/demo/seed';
import { currentUser } from '../auth/auth-service';
import type { MailRoutesOptions } from './mail-routes-options';
import { startEmailAnalysis } from './analysis-starter';

/**
 * Gives a user the demo mailbox (once) and starts the analysis of its inbox, so the whole flow
 * (notice → analysis → calendar) is visible without linking a real account.
 */
export async function provisionDemoMailbox(options: MailRoutesOptions, userId: string, log: FastifyBaseLogger): Promise<void> {
  const user = await currentUser(options.db, userId);
  const demo = await ensureDemoMailbox(options.db, { userId, fullName: user.fullName, email: user.email });
  if (!demo.created) return;
  const results = await Promise.allSettled(
    demo.messageIds.map((messageId) => startEmailAnalysis(options.temporal, { userId, accountId: demo.accountId, messageId }, { rerun: false, newMail: false })),
  );
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) log.warn({ failed: failed.length }, 'could not start the analysis of some demo messages');
}
