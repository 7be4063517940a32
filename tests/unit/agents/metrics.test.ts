import { describe, expect, it } from 'vitest';
import { accuracyOf, performanceOf, toAgentMetrics, uptimeOf, UPTIME_WINDOW_DAYS } from '../../../domain/agents/metrics';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-30T00:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

describe('accuracy', () => {
  it('is approved unchanged over every decision, or null before any', () => {
    expect(accuracyOf({ approvedUnchanged: 0, edited: 0, rejected: 0 })).toBeNull();
    expect(accuracyOf({ approvedUnchanged: 6, edited: 2, rejected: 2 })).toBe(0.6);
    expect(accuracyOf({ approvedUnchanged: 0, edited: 1, rejected: 0 })).toBe(0);
  });
});

describe('uptime', () => {
  it('measures the last 30 days', () => {
    expect(UPTIME_WINDOW_DAYS).toBe(30);
    // Active from long before the window, inactive for the last 6 days: 24 of 30 days up.
    const changes = [
      { status: 'active', at: daysAgo(100) },
      { status: 'inactive', at: daysAgo(6) },
    ];
    expect(uptimeOf(changes, daysAgo(100), now)).toBeCloseTo(24 / 30, 10);
  });

  it('measures since creation for a younger agent, idle counting as up', () => {
    // Created 10 days ago: active 4 days, inactive 3, idle 3 → 7 of 10.
    const changes = [
      { status: 'active', at: daysAgo(10) },
      { status: 'inactive', at: daysAgo(6) },
      { status: 'idle', at: daysAgo(3) },
    ];
    expect(uptimeOf(changes, daysAgo(10), now)).toBeCloseTo(0.7, 10);
  });

  it('starts the window with the status held when it began', () => {
    // Inactive since 40 days ago, active again 15 days ago: 15 of 30.
    const changes = [
      { status: 'active', at: daysAgo(50) },
      { status: 'inactive', at: daysAgo(40) },
      { status: 'active', at: daysAgo(15) },
    ];
    expect(uptimeOf(changes, daysAgo(50), now)).toBeCloseTo(0.5, 10);
  });

  it('is null for a window of no length', () => {
    expect(uptimeOf([{ status: 'active', at: now.toISOString() }], now.toISOString(), now)).toBeNull();
  });
});

describe('performance', () => {
  it('is the mean of the ratios that exist', () => {
    expect(performanceOf([null, null, null])).toBeNull();
    expect(performanceOf([0.5, null, null])).toBe(0.5);
    expect(performanceOf([1, 0.5, 0])).toBe(0.5);
  });

  it('combines success rate, accuracy and good feedback from the history', () => {
    const metrics = toAgentMetrics(
      {
        total: 10,
        completed: 8,
        failed: 2,
        meanCompletionMs: 1500.4,
        lastStartedAt: daysAgo(1),
        decisions: { approvedUnchanged: 3, edited: 1, rejected: 1 },
        feedback: { good: 3, bad: 1 },
        statusChanges: [{ status: 'active', at: daysAgo(20) }],
        createdAt: daysAgo(20),
      },
      now,
    );
    // success 8/10 = 0.8; accuracy 3/5 = 0.6; good 3/4 = 0.75; performance (0.8+0.6+0.75)/3 = 0.71666…
    expect(metrics).toEqual({
      performance: (0.8 + 0.6 + 0.75) / 3,
      tasksCompleted: 8,
      tasksTotal: 10,
      successRate: 0.8,
      responseTimeMs: 1500,
      accuracy: 0.6,
      decisions: { approvedUnchanged: 3, edited: 1, rejected: 1 },
      uptime: 1,
      lastActive: daysAgo(1),
    });
  });
});
