import { describe, it, expect } from 'vitest';
import {
  DEFAULT_SUBSCRIPTION,
  PLANS,
  PLAN_LABELS,
  hasEnterpriseAccess,
  hasProAccess,
  isPlan,
  isSubscribed,
  type Plan,
} from '../../domain/subscription';

const subscription = (plan: Plan, status: string) => ({ plan, type: 'individual', status });

// Only 'active' is named by the spec; the others stand for every non-active state.
const STATUSES = ['active', 'inactive', 'canceled', 'past_due', 'trialing', 'Active', ''];

describe('plans', () => {
  it('lists the six plans of the spec', () => {
    expect([...PLANS]).toEqual(['free', 'free-business', 'pro', 'business', 'enterprise', 'enterprise-business']);
  });

  it('has a label for every plan', () => {
    expect(Object.keys(PLAN_LABELS).sort()).toEqual([...PLANS].sort());
  });

  it('recognises plan names', () => {
    expect(isPlan('enterprise-business')).toBe(true);
    expect(isPlan('platinum')).toBe(false);
    expect(isPlan(undefined)).toBe(false);
  });
});

describe('DEFAULT_SUBSCRIPTION', () => {
  it('is pro, individual, active', () => {
    expect(DEFAULT_SUBSCRIPTION).toEqual({ plan: 'pro', type: 'individual', status: 'active' });
  });

  it('grants subscription and pro access but not enterprise access', () => {
    expect(isSubscribed(DEFAULT_SUBSCRIPTION)).toBe(true);
    expect(hasProAccess(DEFAULT_SUBSCRIPTION)).toBe(true);
    expect(hasEnterpriseAccess(DEFAULT_SUBSCRIPTION)).toBe(false);
  });

  it('cannot be mutated by a caller', () => {
    expect(Object.isFrozen(DEFAULT_SUBSCRIPTION)).toBe(true);
  });
});

// Expected access per plan while active: [subscribed, pro, enterprise].
const ACTIVE_ACCESS: Record<Plan, [boolean, boolean, boolean]> = {
  free: [false, false, false],
  'free-business': [false, false, false],
  pro: [true, true, false],
  business: [true, true, false],
  enterprise: [true, true, true],
  'enterprise-business': [true, true, true],
};

describe('access rules for every plan and status', () => {
  for (const plan of PLANS) {
    for (const status of STATUSES) {
      const [subscribed, pro, enterprise] =
        status === 'active' ? ACTIVE_ACCESS[plan] : ([false, false, false] as const);
      it(`${plan} / '${status}': subscribed ${subscribed}, pro ${pro}, enterprise ${enterprise}`, () => {
        const sub = subscription(plan, status);
        expect(isSubscribed(sub)).toBe(subscribed);
        expect(hasProAccess(sub)).toBe(pro);
        expect(hasEnterpriseAccess(sub)).toBe(enterprise);
      });
    }
  }

  it('the subscription type does not change access', () => {
    const business = { plan: 'enterprise' as const, type: 'business', status: 'active' };
    expect(hasEnterpriseAccess(business)).toBe(true);
  });

  it('no subscription grants nothing', () => {
    for (const missing of [null, undefined]) {
      expect(isSubscribed(missing)).toBe(false);
      expect(hasProAccess(missing)).toBe(false);
      expect(hasEnterpriseAccess(missing)).toBe(false);
    }
  });
});
