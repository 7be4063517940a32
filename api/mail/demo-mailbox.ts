import { findDemoMailbox, seedDemoMailbox } from '../../activities/mail/demo/seed';
import { currentUser } from '../auth/auth-service';
import type { MailRoutesOptions } from './mail-routes-options';
import { enqueueEmailAnalysis } from './analysis-starter';

/**
 * Gives a user the demo mailbox (once), its messages and their analyses committed together, so the
 * whole flow (notice → analysis → calendar) is visible without linking a real account.
 */
export async function provisionDemoMailbox(options: MailRoutesOptions, userId: string): Promise<void> {
  if (await findDemoMailbox(options.db, userId)) return;
  const user = await currentUser(options.db, userId);
  await options.outbox.transaction(async (trx, intents) => {
    const demo = await seedDemoMailbox(trx, { userId, fullName: user.fullName, email: user.email });
    for (const messageId of demo.messageIds) await enqueueEmailAnalysis(intents, { userId, accountId: demo.accountId, messageId }, { newMail: false });
  });
}
