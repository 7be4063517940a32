import type { Kysely } from 'kysely';
import { countAttempt, isWaiting, type ThrottleRule } from '../../domain/auth/login-throttle';
import { tooManyDemoWorkspaces } from '../../domain/mock/mock-mode';
import type { Database } from '../../db/schema';
import * as store from '../auth/throttle-repository';
import type { ThrottleKey } from '../auth/throttle-repository';
import { HttpError } from '../http-error';

const MINUTE = 60_000;

/**
 * Each demo workspace is a new account with its own mailbox and background work, and anyone may ask for one:
 * 10 from one client address per hour freely, then a doubling wait from one minute, up to an hour.
 */
export const DEMO_WORKSPACE_RULE: ThrottleRule = { freeFailures: 10, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, forgetAfterMs: 60 * MINUTE };

/** Counts one demo workspace for this client address, or throws 429 while the address must wait. */
export async function reserveDemoWorkspace(db: Kysely<Database>, clientAddress: string, now = new Date()): Promise<void> {
  // The sign-in throttle's table, under a subject of its own: demos never count as failed sign-ins.
  const key: ThrottleKey = { scope: 'client', subject: `demo-workspace ${clientAddress}` };
  const waitUntil = await db.transaction().execute(async (trx) => {
    const state = store.stateOf(await store.lockKeys(trx, [key], now), key);
    if (isWaiting(state, now)) return state!.lockedUntil!.getTime();
    await store.save(trx, key, countAttempt(state, DEMO_WORKSPACE_RULE, now));
    return null;
  });
  if (waitUntil === null) return;
  const seconds = Math.max(1, Math.ceil((waitUntil - now.getTime()) / 1000));
  throw new TooManyDemoWorkspacesError(seconds);
}

export class TooManyDemoWorkspacesError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'mock/too-many-demos', tooManyDemoWorkspaces(retryAfterSeconds));
  }
}
