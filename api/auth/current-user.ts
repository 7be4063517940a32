import type { Kysely } from 'kysely';
import { resolveAvatar } from '../../domain/avatar';
import type { Plan, Subscription } from '../../domain/subscription';
import { resolveFullName, type CurrentUser, type Integration } from '../../domain/user';
import type { Database } from '../../db/schema';
import type { ProfileRow } from '../../db/tables/accounts';

/** Profile row (and the user's linked accounts) → the signed-in user the API returns (seed 000 §3). */
export function toCurrentUser(profile: ProfileRow, integrations: Integration[] = []): CurrentUser {
  const fullName = resolveFullName(profile.full_name, profile.email);
  const subscription: Subscription = {
    plan: profile.subscription_plan as Plan,
    type: profile.subscription_type,
    status: profile.subscription_status,
  };
  return {
    id: profile.id,
    email: profile.email,
    fullName,
    avatar: resolveAvatar({ avatarUrl: profile.avatar_url, email: profile.email, name: fullName }),
    subscription,
    integrations,
  };
}

/** The user's linked mail accounts (table linked_accounts, oldest first) as the signed-in user's integrations. */
export async function linkedIntegrations(db: Kysely<Database>, userId: string): Promise<Integration[]> {
  const rows = await db
    .selectFrom('linked_accounts')
    .select(['provider', 'email', 'connected', 'last_synced_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ provider: row.provider, email: row.email, connected: row.connected, lastSynced: row.last_synced_at?.toISOString() ?? null }));
}
