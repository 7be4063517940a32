import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEMO_USER, MOCK_MESSAGES, MOCK_SESSION_SECONDS, demoEmail, type MockMode } from '../../domain/mock/mock-mode';
import { joinFullName } from '../../domain/user';
import type { AreaOptions } from '../area-options';
import { currentUser } from '../auth/auth-service';
import { createSession } from '../auth/session-store';
import { insertProfile, insertUser } from '../auth/user-repository';
import { HttpError } from '../http-error';
import { publishLive } from '../live/publish';
import { seedSamples, type SeededSamples } from './seed';

/** Nobody signs in to a demo user with a password: its hash is of a random secret nobody knows, made once per process. */
let unusableHash: Promise<string> | null = null;

export interface MockStatus {
  mode: MockMode;
  /** When the demo session ends ('true'). */
  expiresAt: string | null;
  /** How many samples of each kind are in the workspace ('hybrid'; in 'true' everything is a sample). */
  samples: { calendarEvents: number; tasks: number; automations: number; approvals: number };
}

export async function mockStatus(db: Kysely<Database>, userId: string): Promise<MockStatus> {
  const [workspace, counts] = await Promise.all([
    db.selectFrom('mock_workspaces').select(['mode', 'expires_at']).where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('mock_samples').select(['kind', (eb) => eb.fn.countAll<string>().as('count')]).where('user_id', '=', userId).groupBy('kind').execute(),
  ]);
  const count = (kind: string) => Number(counts.find((row) => row.kind === kind)?.count ?? 0);
  return {
    mode: workspace?.mode ?? 'off',
    expiresAt: workspace?.expires_at?.toISOString() ?? null,
    samples: { calendarEvents: count('calendar_event'), tasks: count('task'), automations: count('automation'), approvals: count('audit_entry') },
  };
}

export interface DemoWorkspace {
  userId: string;
  token: string;
  expiresAt: Date;
  seeded: SeededSamples;
  /** How long the seeding transaction's work took (the workflow starts it recorded are sent after it commits). */
  seedMs: number;
  /** The processor time it took (the database runs in this process when embedded): what a busy machine does not inflate. */
  seedCpuMs: number;
}

/**
 * A fresh demo user with the whole sample workspace and a session of exactly 3600 s, all in one
 * transaction (with the analyses and the approval's workflow started through the outbox).
 */
export async function createDemoWorkspace(options: AreaOptions, userAgent: string | undefined): Promise<DemoWorkspace> {
  unusableHash ??= hash(randomBytes(32).toString('base64url'));
  const passwordHash = await unusableHash;
  const email = demoEmail(randomBytes(6).toString('hex'));
  const fullName = joinFullName(DEMO_USER.firstName, DEMO_USER.lastName);
  let seedMs = 0;
  let seedCpuMs = 0;
  const result = await options.outbox.transaction(async (trx, intents) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const userId = await insertUser(trx, email, passwordHash);
    await insertProfile(trx, { id: userId, email, fullName });
    const session = await createSession(trx, userId, MOCK_SESSION_SECONDS / 86_400, userAgent);
    await trx.insertInto('mock_workspaces').values({ user_id: userId, mode: 'true', expires_at: session.expiresAt }).execute();
    const seeded = await seedSamples(trx, intents, options, { userId, fullName, email }, 'true');
    seedMs = Math.round(performance.now() - started);
    const used = process.cpuUsage(cpu);
    seedCpuMs = Math.round((used.user + used.system) / 1000);
    return { userId, token: session.token, expiresAt: session.expiresAt, seeded };
  });
  return { ...result, seedMs, seedCpuMs };
}

/** Demo users whose hour ended a day ago or more go, with everything they held. */
export async function removeExpiredDemoUsers(db: Kysely<Database>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const result = await db
    .deleteFrom('users')
    .where('id', 'in', (eb) => eb.selectFrom('mock_workspaces').select('user_id').where('mode', '=', 'true').where('expires_at', '<', cutoff))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Adds the samples to a real workspace (hybrid); a workspace that has them already is left as it is. */
export async function addSamples(options: AreaOptions, userId: string): Promise<void> {
  const user = await currentUser(options.db, userId);
  await options.outbox.transaction(async (trx, intents) => {
    const existing = await trx.selectFrom('mock_workspaces').select('mode').where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (existing?.mode === 'true') throw new HttpError(409, 'already_demo', MOCK_MESSAGES.alreadyInDemo);
    if (existing?.mode === 'hybrid') return;
    await trx.insertInto('mock_workspaces').values({ user_id: userId, mode: 'hybrid', expires_at: null }).execute();
    await seedSamples(trx, intents, options, { userId, fullName: user.fullName, email: user.email }, 'hybrid');
  });
}

/**
 * Removes the samples from a real workspace: a sample approval still waiting is rejected (its workflow is
 * told through the outbox), the sample events, tasks and automation are deleted, and mock mode ends. The
 * rejected approval stays in the audit history; the demo mailbox, which every workspace has, stays.
 */
export async function removeSamples(options: AreaOptions, userId: string): Promise<void> {
  await options.outbox.transaction(async (trx, intents) => {
    const workspace = await trx.selectFrom('mock_workspaces').select('mode').where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!workspace) throw new HttpError(409, 'no_samples', MOCK_MESSAGES.noSamples);
    if (workspace.mode === 'true') throw new HttpError(409, 'demo_workspace', MOCK_MESSAGES.demoEndsOnItsOwn);
    const samples = await trx.selectFrom('mock_samples').select(['kind', 'row_id']).where('user_id', '=', userId).execute();
    const ids = (kind: string) => samples.filter((sample) => sample.kind === kind).map((sample) => sample.row_id);
    const now = new Date();
    const audits = ids('audit_entry');
    if (audits.length > 0) {
      const rejected = await trx
        .updateTable('audit_entries')
        .set({ status: 'rejected', decided_by: userId, decided_at: now, updated_at: now })
        .where('user_id', '=', userId)
        .where('id', 'in', audits)
        .where('status', '=', 'pending')
        .returning(['id', 'action_id', 'workflow_id'])
        .execute();
      for (const entry of rejected) {
        if (entry.action_id) await trx.updateTable('agent_actions').set({ status: 'failed', error: 'Rejected', completed_at: now }).where('id', '=', entry.action_id).execute();
        await intents.signal(entry.workflow_id, 'decide', [{ auditId: entry.id, decision: 'reject', decidedBy: userId }]);
      }
    }
    const events = ids('calendar_event');
    if (events.length > 0) await trx.deleteFrom('calendar_events').where('user_id', '=', userId).where('id', 'in', events).execute();
    const tasks = ids('task');
    if (tasks.length > 0) await trx.deleteFrom('tasks').where('user_id', '=', userId).where('id', 'in', tasks).execute();
    const automations = ids('automation');
    if (automations.length > 0) await trx.deleteFrom('automations').where('user_id', '=', userId).where('id', 'in', automations).execute();
    await trx.deleteFrom('mock_samples').where('user_id', '=', userId).execute();
    await trx.deleteFrom('mock_workspaces').where('user_id', '=', userId).execute();
    for (const type of ['calendar.changed', 'tasks.changed', 'audit.changed', 'agents.changed'] as const) await publishLive(trx, userId, type, {});
  });
}
