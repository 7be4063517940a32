import { hash, verify } from '@node-rs/argon2';
import { ScheduleNotFoundError, WorkflowNotFoundError } from '@temporalio/client';
import { automationScheduleId, automationScheduleTimerId } from '../../domain/automation/run-state';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { passwordProblem } from '../../domain/validation';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import type { Database } from '../../db/schema';
import { isCommonPassword } from '../auth/common-passwords';
import type { LoginThrottle } from '../auth/login-throttle';
import { HttpError, unauthorized } from '../http-error';
import { syncAutomationSchedule } from '../automations/schedule-sync';
import type { TemporalHandle } from '../temporal/client';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Checks the user's own password for a sensitive change, through the sign-in throttle (so it cannot be used
 * to guess a password faster than signing in): 400 with a plain message when wrong, 429 when they must wait.
 */
async function checkOwnPassword(db: Kysely<Database>, throttle: LoginThrottle, userId: string, password: string, clientAddress: string): Promise<{ email: string }> {
  const user = await db.selectFrom('users').select(['email', 'password_hash']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw unauthorized();
  const attempt = await throttle.reserve(user.email, clientAddress);
  if (!(await verify(user.password_hash, password))) throw new HttpError(400, 'account/wrong-password', ACCOUNT_MESSAGES.wrongPassword);
  await attempt.succeeded();
  return { email: user.email };
}

/** New password with the sign-up rules; every other session of the user ends, the current one stays. */
export async function changePassword(
  db: Kysely<Database>,
  throttle: LoginThrottle,
  input: { userId: string; currentPassword: string; newPassword: string; currentToken: string | undefined; clientAddress: string },
): Promise<{ otherSessionsEnded: number }> {
  await checkOwnPassword(db, throttle, input.userId, input.currentPassword, input.clientAddress);
  const weak = passwordProblem(input.newPassword, isCommonPassword);
  if (weak) throw new HttpError(400, 'auth/weak-password', weak);
  if (input.newPassword === input.currentPassword) throw new HttpError(400, 'account/same-password', ACCOUNT_MESSAGES.samePassword);
  const passwordHash = await hash(input.newPassword);
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', input.userId).execute();
    let others = trx.deleteFrom('sessions').where('user_id', '=', input.userId);
    if (input.currentToken) others = others.where('token_hash', '<>', hashToken(input.currentToken));
    const result = await others.executeTakeFirst();
    return { otherSessionsEnded: Number(result.numDeletedRows) };
  });
}

/** Deletes the automation's Temporal Schedule and stops its fallback timer, whatever the automation's state. */
async function stopAutomationSchedule(temporal: TemporalHandle, automationId: string): Promise<void> {
  try {
    await temporal.client.schedule.getHandle(automationScheduleId(automationId)).delete();
  } catch (error) {
    if (!(error instanceof ScheduleNotFoundError)) throw error;
  }
  try {
    await temporal.client.workflow.getHandle(automationScheduleTimerId(automationId)).terminate('The account was deleted.');
  } catch (error) {
    if (!(error instanceof WorkflowNotFoundError)) throw error;
  }
}

/**
 * Deletes the user and everything that hangs on them (every user-owned table cascades from users), in one
 * transaction, after the password is confirmed. Their automations' Temporal Schedules and timers are removed
 * first, so a crash after the commit leaves nothing of theirs running; if the deletion then fails, the
 * schedules are put back as their automations say. After the commit a second pass removes the schedule of
 * any automation made in between (a failure there is logged: such a run finds no automation and ends at once).
 */
export async function deleteAccount(
  deps: { db: Kysely<Database>; temporal: TemporalHandle; log: FastifyBaseLogger },
  throttle: LoginThrottle,
  input: { userId: string; password: string; clientAddress: string },
): Promise<void> {
  await checkOwnPassword(deps.db, throttle, input.userId, input.password, input.clientAddress);
  const before = (await deps.db.selectFrom('automations').select('id').where('user_id', '=', input.userId).execute()).map((row) => row.id);
  try {
    await Promise.all(before.map((id) => stopAutomationSchedule(deps.temporal, id)));
  } catch (error) {
    // Temporal unreachable: nothing is deleted, the schedules are put back, and the person can try again.
    await Promise.allSettled(before.map((id) => syncAutomationSchedule(deps, id)));
    throw new HttpError(503, 'account/schedules-unreachable', ACCOUNT_MESSAGES.schedulesUnreachable, error);
  }
  let deleted: string[];
  try {
    deleted = await deps.db.transaction().execute(async (trx) => {
      const automations = await trx.selectFrom('automations').select('id').where('user_id', '=', input.userId).execute();
      await trx.deleteFrom('users').where('id', '=', input.userId).execute();
      return automations.map((row) => row.id);
    });
  } catch (error) {
    await Promise.allSettled(before.map((id) => syncAutomationSchedule(deps, id)));
    throw error;
  }
  const later = deleted.filter((id) => !before.includes(id));
  const results = await Promise.allSettled(later.map((id) => stopAutomationSchedule(deps.temporal, id)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') deps.log.warn({ err: result.reason, automationId: later[index] }, 'account deleted: could not remove the automation schedule');
  });
}
