import type { MailDeps } from '../../activities/mail/mail-deps';
import type { StartRunBody } from '../../domain/automation/contract';
import { isTriggerType, type AutomationDefinition } from '../../domain/automation/definition';
import { RUN_MESSAGES } from '../../domain/automation/run-messages';
import { emailTriggerData } from '../../domain/automation/trigger-data';
import { resolveFullName } from '../../domain/user';
import { HttpError } from '../http-error';
import { findOwnAccount, withMailbox } from '../mail/accounts';

/**
 * The trigger data of a run started by hand, shaped like the trigger's own (trigger-data.ts): the chosen
 * e-mail as if it had just arrived, the test input as a webhook's body, a schedule firing now, or the
 * manual trigger's input.
 */
export async function triggerDataForHandRun(deps: MailDeps, userId: string, definition: AutomationDefinition, body: StartRunBody, now = new Date()): Promise<Record<string, unknown>> {
  const trigger = definition.nodes.find((node) => isTriggerType(node.type));
  const input = body.input ?? null;
  switch (trigger?.type) {
    case 'trigger.email_received': {
      const chosen = body.email;
      if (!chosen) throw new HttpError(400, 'email_required', RUN_MESSAGES.emailRequired);
      const account = await findOwnAccount(deps.db, userId, chosen.accountId);
      const message = await withMailbox(deps, account, (mailbox) => mailbox.getMessage(chosen.messageId));
      return { ...emailTriggerData(account.id, message) };
    }
    case 'trigger.webhook':
      return { webhook: { receivedAt: now.toISOString(), body: input, query: {} } };
    case 'trigger.schedule':
      return { schedule: { scheduledAt: now.toISOString() } };
    default: {
      const profile = await deps.db.selectFrom('profiles').select(['full_name', 'email']).where('id', '=', userId).executeTakeFirst();
      return { manual: { startedBy: resolveFullName(profile?.full_name, profile?.email), startedAt: now.toISOString(), input } };
    }
  }
}
