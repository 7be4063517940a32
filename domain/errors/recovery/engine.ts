import { RECOVERY_ACTION_PAUSE_MS, RECOVERY_MAX_ATTEMPTS, RESOLVED_PURGE_AGE_MS } from './constants';
import { canStillRecover, isSilencedNoise, recoveryPlan, type PlanFacts } from './rules';
import type { ErrorInput, RecoveryAction, RecoveryActions, RecoveryEnvironment, TrackedError } from './types';

interface Handlers {
  retry?: () => Promise<boolean>;
  fallback?: () => Promise<boolean>;
}

export interface RecoveryEngineOptions {
  environment: RecoveryEnvironment;
  actions: RecoveryActions;
  /** Run the first recovery attempt as soon as an error is captured (default true). */
  recoverOnCapture?: boolean;
}

/**
 * Tracks errors and recovers from them (seed 000 §4, §8): a captured error gets one recovery attempt at once
 * and may get more (Retry) up to 3 in all; each attempt runs its actions in priority order with 1 s between
 * them and stops at the first that succeeds, which resolves the error. Dismissing also resolves it.
 * The same unresolved failure reported again is counted once.
 */
export class RecoveryEngine {
  private readonly errors = new Map<string, TrackedError>();
  private readonly handlers = new Map<string, Handlers>();
  private readonly running = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly TrackedError[] = [];

  constructor(private readonly options: RecoveryEngineOptions) {}

  /** Records a failure; null when it is silenced noise. Returns the tracked error (an existing one for a repeat). */
  capture(input: ErrorInput): TrackedError | null {
    if (isSilencedNoise(`${input.message}\n${input.stack ?? ''}`)) return null;
    const { environment } = this.options;
    const repeat = [...this.errors.values()].find(
      (error) => !error.resolved && error.type === input.type && error.message === input.message && error.context === (input.context ?? null),
    );
    if (repeat) {
      this.handlers.set(repeat.id, { ...this.handlers.get(repeat.id), ...handlersOf(input) });
      return repeat;
    }
    const error: TrackedError = {
      id: environment.newId(),
      type: input.type,
      severity: input.severity,
      message: input.message,
      stack: input.stack ?? null,
      context: input.context ?? null,
      timestamp: environment.now(),
      resolved: false,
      resolvedAt: null,
      attempts: 0,
      maxAttempts: RECOVERY_MAX_ATTEMPTS,
    };
    this.errors.set(error.id, error);
    this.handlers.set(error.id, handlersOf(input));
    this.changed();
    if (this.options.recoverOnCapture !== false && this.canRecover(error.id)) void this.recover(error.id);
    return error;
  }

  /** One recovery attempt; resolves true when an action succeeded and the error is resolved. */
  async recover(id: string): Promise<boolean> {
    const current = this.errors.get(id);
    if (!current || current.resolved || current.attempts >= current.maxAttempts || this.running.has(id)) return false;
    this.running.add(id);
    try {
      const attempt = this.update(id, { attempts: current.attempts + 1 });
      const plan = recoveryPlan(attempt, this.facts(id));
      for (const [index, action] of plan.entries()) {
        if (index > 0) await this.options.environment.sleep(RECOVERY_ACTION_PAUSE_MS);
        const latest = this.errors.get(id);
        if (!latest || latest.resolved) return latest?.resolved ?? false;
        if (await this.run(action, latest)) {
          this.resolve(id);
          return true;
        }
      }
      return false;
    } finally {
      this.running.delete(id);
      this.changed();
    }
  }

  /** Whether Retry can still do something for this error. */
  canRecover(id: string): boolean {
    const error = this.errors.get(id);
    return !!error && !this.running.has(id) && canStillRecover(error, this.facts(id));
  }

  isRecovering(id: string): boolean {
    return this.running.has(id);
  }

  /** Manual dismiss: the error counts as resolved. */
  dismiss(id: string): void {
    this.resolve(id);
  }

  /** Removes resolved errors older than 24 h (or, with `all`, every resolved error); returns how many went. */
  purge(all = false): number {
    const cutoff = this.options.environment.now() - RESOLVED_PURGE_AGE_MS;
    let removed = 0;
    for (const error of this.errors.values()) {
      if (error.resolved && (all || (error.resolvedAt ?? error.timestamp) <= cutoff)) {
        this.errors.delete(error.id);
        this.handlers.delete(error.id);
        removed += 1;
      }
    }
    if (removed > 0) this.changed();
    return removed;
  }

  /** Newest first; a new array only after a change (usable with useSyncExternalStore). */
  list(): readonly TrackedError[] {
    return this.snapshot;
  }

  unresolvedCount(): number {
    return this.snapshot.filter((error) => !error.resolved).length;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async run(action: RecoveryAction, error: TrackedError): Promise<boolean> {
    try {
      if (action === 'retry') return (await this.handlers.get(error.id)?.retry?.()) ?? false;
      if (action === 'fallback') return (await this.handlers.get(error.id)?.fallback?.()) ?? false;
      return await this.options.actions[action](error);
    } catch {
      return false;
    }
  }

  private facts(id: string): PlanFacts {
    const handlers = this.handlers.get(id) ?? {};
    return {
      hasProviderToken: this.options.environment.hasProviderToken(),
      canRetry: !!handlers.retry,
      hasFallback: !!handlers.fallback,
    };
  }

  private resolve(id: string): void {
    const error = this.errors.get(id);
    if (!error || error.resolved) return;
    this.update(id, { resolved: true, resolvedAt: this.options.environment.now() });
  }

  private update(id: string, patch: Partial<TrackedError>): TrackedError {
    const next = { ...(this.errors.get(id) as TrackedError), ...patch };
    this.errors.set(id, next);
    this.changed();
    return next;
  }

  private changed(): void {
    // Newest first; among equal times the later capture first (Map order is capture order).
    this.snapshot = [...this.errors.values()].reverse().sort((a, b) => b.timestamp - a.timestamp);
    for (const listener of this.listeners) listener();
  }
}

function handlersOf(input: ErrorInput): Handlers {
  const handlers: Handlers = {};
  if (input.retry) handlers.retry = input.retry;
  if (input.fallback) handlers.fallback = input.fallback;
  return handlers;
}
