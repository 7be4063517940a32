/** Subscription plans and the access rules of seed 000 §6. */

export const PLANS = ['free', 'free-business', 'pro', 'business', 'enterprise', 'enterprise-business'] as const;
export type Plan = (typeof PLANS)[number];

export interface Subscription {
  plan: Plan;
  /** e.g. 'individual' (the default); the spec names no other values, so any text is kept. */
  type: string;
  /** Only 'active' grants anything (§6); any other value (canceled, past_due, ...) grants nothing. */
  status: string;
}

export const ACTIVE_STATUS = 'active';

/** Given to every signed-in user (§4: plan pro, type individual, status active). */
export const DEFAULT_SUBSCRIPTION: Readonly<Subscription> = Object.freeze({
  plan: 'pro',
  type: 'individual',
  status: 'active',
});

export const PLAN_LABELS: Readonly<Record<Plan, string>> = {
  free: 'Free',
  'free-business': 'Free Business',
  pro: 'Pro',
  business: 'Business',
  enterprise: 'Enterprise',
  'enterprise-business': 'Enterprise Business',
};

const FREE_PLANS: readonly Plan[] = ['free', 'free-business'];
const PRO_ACCESS_PLANS: readonly Plan[] = ['pro', 'enterprise', 'business', 'enterprise-business'];
const ENTERPRISE_ACCESS_PLANS: readonly Plan[] = ['enterprise', 'enterprise-business'];

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/** Subscribed: status active and plan not free or free-business. */
export function isSubscribed(subscription: Subscription | null | undefined): boolean {
  return subscription?.status === ACTIVE_STATUS && !FREE_PLANS.includes(subscription.plan);
}

/** Pro access: status active and plan one of pro, enterprise, business, enterprise-business. */
export function hasProAccess(subscription: Subscription | null | undefined): boolean {
  return subscription?.status === ACTIVE_STATUS && PRO_ACCESS_PLANS.includes(subscription.plan);
}

/** Enterprise access: status active and plan enterprise or enterprise-business. */
export function hasEnterpriseAccess(subscription: Subscription | null | undefined): boolean {
  return subscription?.status === ACTIVE_STATUS && ENTERPRISE_ACCESS_PLANS.includes(subscription.plan);
}
