import type { Kysely } from 'kysely';
import { countAttempt, isWaiting, uncountAttempt, type ThrottleRule } from '../../domain/auth/login-throttle';
import { tooManySignInAttempts } from '../../domain/errors';
import type { Database } from '../../db/schema';
import { HttpError } from '../http-error';
import * as store from './throttle-repository';
import type { ThrottleKey } from './throttle-repository';

export interface LoginThrottlePolicy {
  /** One account from one client address: a stranger's guesses never slow the owner on another address. */
  accountClient: ThrottleRule;
  /** One client address across all accounts: catches one password sprayed over many addresses. */
  client: ThrottleRule;
}

const MINUTE = 60_000;

/**
 * 10 failures per account and client address before any wait (the former per-account limit, now per pair so
 * nobody can lock another person out), 15 per address across accounts; then 1 s, 2 s, 4 s … up to 15 minutes.
 * Failures are forgotten after 15 quiet minutes.
 */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  accountClient: { freeFailures: 10, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 15 * MINUTE },
  client: { freeFailures: 15, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 15 * MINUTE },
};

/** 429 with the number of seconds for the Retry-After header. */
export class TooManyAttemptsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'auth/too-many-requests', tooManySignInAttempts(retryAfterSeconds));
  }
}

export interface ReservedAttempt {
  /** The password was right: the account's failures from this address are forgotten. */
  succeeded(): Promise<void>;
}

const PRUNE_EVERY_MS = MINUTE;

/**
 * Sign-in throttling kept in Postgres, so every API process shares it. An attempt is counted as a failure
 * before the password is checked (under row locks, so parallel guesses cannot slip past the limit) and taken
 * back when it succeeds.
 */
export class LoginThrottle {
  private lastPruneAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Throws TooManyAttemptsError when this address, or this account from this address, must wait. */
  async reserve(email: string, clientAddress: string): Promise<ReservedAttempt> {
    const now = this.clock();
    await this.pruneNowAndThen(now);
    const client: ThrottleKey = { scope: 'client', subject: clientAddress };
    const pair: ThrottleKey = { scope: 'account-client', subject: `${clientAddress} ${email.trim().toLowerCase()}` };

    const waitUntil = await this.db.transaction().execute(async (trx) => {
      const states = await store.lockKeys(trx, [client, pair], now);
      const clientState = store.stateOf(states, client);
      const pairState = store.stateOf(states, pair);
      const waiting = [clientState, pairState].filter((state) => isWaiting(state, now));
      if (waiting.length > 0) return Math.max(...waiting.map((state) => state!.lockedUntil!.getTime()));
      await store.save(trx, client, countAttempt(clientState, this.policy.client, now));
      await store.save(trx, pair, countAttempt(pairState, this.policy.accountClient, now));
      return null;
    });
    if (waitUntil !== null) throw new TooManyAttemptsError(Math.max(1, Math.ceil((waitUntil - now.getTime()) / 1000)));

    return {
      succeeded: () =>
        this.db.transaction().execute(async (trx) => {
          const clientState = store.stateOf(await store.lockKeys(trx, [client], now), client);
          if (clientState) await store.save(trx, client, uncountAttempt(clientState, this.policy.client));
          await store.remove(trx, pair);
        }),
    };
  }

  private async pruneNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - this.lastPruneAt < PRUNE_EVERY_MS) return;
    this.lastPruneAt = now.getTime();
    const longest = Math.max(this.policy.client.forgetAfterMs, this.policy.accountClient.forgetAfterMs);
    await this.db.transaction().execute((trx) => store.prune(trx, new Date(now.getTime() - longest)));
  }
}
