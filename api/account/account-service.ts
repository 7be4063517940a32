import { hash, verify } from '@node-rs/argon2';
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

/**
 * Deletes the user and everything that hangs on them (every user-owned table cascades from users), in one
 * transaction, after the password is confirmed. Then the Temporal Schedules and timers of their automations
 * are removed, so nothing of theirs keeps running; a failure there is logged (the scheduled runs find no
 * automation and end at once).
 */
export async function deleteAccount(
  deps: { db: Kysely<Database>; temporal: TemporalHandle; log: FastifyBaseLogger },
  throttle: LoginThrottle,
  input: { userId: string; password: string; clientAddress: string },
): Promise<void> {
  await checkOwnPassword(deps.db, throttle, input.userId, input.password, input.clientAddress);
  const automationIds = await deps.db.transaction().execute(async (trx) => {
    const automations = await trx.selectFrom('automations').select('id').where('user_id', '=', input.userId).execute();
    await trx.deleteFrom('users').where('id', '=', input.userId).execute();
    return automations.map((row) => row.id);
  });
  const results = await Promise.allSettled(automationIds.map((id) => syncAutomationSchedule(deps, id)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') deps.log.warn({ err: result.reason, automationId: automationIds[index] }, 'account deleted: could not remove the automation schedule');
  });
}
