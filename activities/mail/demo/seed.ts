import type { Kysely, Transaction } from 'kysely';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { Database } from '../../../db/schema';
import { htmlToText } from '../mime/parse';
import { storeDemoMessage } from './demo-store';
import { ARRIVALS, INITIAL_INBOX, sampleContext, type Sample } from './samples/index';

export interface DemoOwner {
  userId: string;
  fullName: string;
  email: string;
}

export const DEMO_ACCOUNT_NAME = 'Demo mailbox';

export interface DemoMailbox {
  accountId: string;
  created: boolean;
  messageIds: string[];
}

/** The user's demo mailbox, created and filled with the sample inbox on first use. Returns its id and whether it is new. */
export async function ensureDemoMailbox(db: Kysely<Database>, owner: DemoOwner, now = new Date()): Promise<DemoMailbox> {
  const existing = await findDemoMailbox(db, owner.userId);
  if (existing) return { accountId: existing, created: false, messageIds: [] };
  return db.transaction().execute((trx) => seedDemoMailbox(trx, owner, now));
}

export async function findDemoMailbox(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('linked_accounts').select('id').where('user_id', '=', userId).where('provider', '=', 'demo').executeTakeFirst();
  return row?.id ?? null;
}

/** Creates the demo mailbox inside the caller's transaction, unless a concurrent request just did. */
export async function seedDemoMailbox(trx: Transaction<Database>, owner: DemoOwner, now = new Date()): Promise<DemoMailbox> {
  const account = await trx
    .insertInto('linked_accounts')
    .values({ user_id: owner.userId, provider: 'demo', email: owner.email, name: DEMO_ACCOUNT_NAME, settings: JSON.stringify({ arrivals: 0 }) })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!account) {
    const raced = await trx.selectFrom('linked_accounts').select('id').where('user_id', '=', owner.userId).where('provider', '=', 'demo').executeTakeFirstOrThrow();
    return { accountId: raced.id, created: false, messageIds: [] };
  }
  const messageIds: string[] = [];
  for (const sample of INITIAL_INBOX) {
    const raw = await renderSample(sample, owner, now);
    messageIds.push(await storeDemoMessage(trx, { accountId: account.id, userId: owner.userId, raw, folder: 'INBOX', ...flags(sample, owner, now) }));
  }
  return { accountId: account.id, created: true, messageIds };
}

/** Delivers the next sample arrival into the demo inbox; returns the new message id. */
export async function receiveDemoMessage(db: Kysely<Database>, accountId: string, owner: DemoOwner, now = new Date()): Promise<string> {
  return db.transaction().execute((trx) => deliverDemoArrival(trx, accountId, owner, now));
}

/** The next sample arrival, stored inside the caller's transaction. */
export async function deliverDemoArrival(trx: Transaction<Database>, accountId: string, owner: DemoOwner, now = new Date()): Promise<string> {
  const account = await trx.selectFrom('linked_accounts').select(['settings']).where('id', '=', accountId).forUpdate().executeTakeFirstOrThrow();
  const delivered = Number((account.settings as { arrivals?: number }).arrivals ?? 0);
  const sample = ARRIVALS[delivered % ARRIVALS.length]!;
  const raw = await renderSample(sample, owner, now);
  const messageId = await storeDemoMessage(trx, { accountId, userId: owner.userId, raw, folder: 'INBOX' });
  await trx
    .updateTable('linked_accounts')
    .set({ settings: JSON.stringify({ ...account.settings, arrivals: delivered + 1 }), last_synced_at: now, updated_at: now })
    .where('id', '=', accountId)
    .execute();
  return messageId;
}

function flags(sample: Sample, owner: DemoOwner, now: Date) {
  const mail = sample(sampleContext(now, owner.fullName, owner.email));
  return { read: mail.read ?? false, important: mail.important ?? false };
}

async function renderSample(sample: Sample, owner: DemoOwner, now: Date): Promise<string> {
  const mail = sample(sampleContext(now, owner.fullName, owner.email));
  const composer = new MailComposer({
    from: mail.from,
    to: `${owner.fullName} <${owner.email}>`,
    ...(mail.cc ? { cc: mail.cc.join(', ') } : {}),
    subject: mail.subject,
    html: mail.html,
    text: htmlToText(mail.html),
    date: new Date(now.getTime() - mail.sentHoursAgo * 3_600_000),
    attachments: (mail.attachments ?? []).map((attachment) => ({ ...attachment })),
  });
  return (await composer.compile().build()).toString('utf8');
}
