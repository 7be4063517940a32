import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../../activities/security/secret-box';
import type { Database } from '../../db/schema';

const SECRET_BYTES = 32;

const newSecret = () => randomBytes(SECRET_BYTES).toString('base64url');

/** The automation's webhook secret, made (and stored sealed) the first time it is asked for. */
export async function revealWebhookSecret(db: Kysely<Database>, secrets: SecretBox, automation: { id: string; webhook_secret: string | null }): Promise<string> {
  if (automation.webhook_secret) return secrets.open(automation.webhook_secret);
  const created = await db
    .updateTable('automations')
    .set({ webhook_secret: secrets.seal(newSecret()) })
    .where('id', '=', automation.id)
    .where('webhook_secret', 'is', null)
    .returning('webhook_secret')
    .executeTakeFirst();
  // Two first requests at once: the one that stored its secret wins, the other reads it.
  const sealed = created?.webhook_secret ?? (await db.selectFrom('automations').select('webhook_secret').where('id', '=', automation.id).executeTakeFirstOrThrow()).webhook_secret;
  return secrets.open(sealed!);
}

/** A new secret; the old one stops working at once. */
export async function rotateWebhookSecret(db: Kysely<Database>, secrets: SecretBox, automationId: string): Promise<string> {
  const secret = newSecret();
  await db.updateTable('automations').set({ webhook_secret: secrets.seal(secret) }).where('id', '=', automationId).execute();
  return secret;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time comparison (of digests, so the lengths match too); a missing secret never matches. */
export function webhookSecretMatches(given: string | undefined, sealed: string | null, secrets: SecretBox): boolean {
  const expected = sealed ? secrets.open(sealed) : null;
  // Compared even when there is nothing to compare with, so the answer takes the same time.
  const same = timingSafeEqual(digest(given ?? ''), digest(expected ?? randomBytes(SECRET_BYTES).toString('base64url')));
  return same && given !== undefined && expected !== null;
}
