import { resolveAvatar } from '../../domain/avatar';
import type { Plan, Subscription } from '../../domain/subscription';
import { resolveFullName, type CurrentUser } from '../../domain/user';
import type { ProfileRow } from '../../db/tables/accounts';

/** Profile row → the signed-in user the API returns (seed 000 §3). */
export function toCurrentUser(profile: ProfileRow): CurrentUser {
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
    integrations: [],
  };
}
