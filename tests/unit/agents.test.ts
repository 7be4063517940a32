import { describe, expect, it } from 'vitest';
import { SEEDED_AGENTS, TYPED_AGENT_DEFAULTS } from '../../domain/agents/agent-defaults';
import { ACTION_TYPES, actionRequestProblem, AGENT_MESSAGES, type ActionType } from '../../domain/agents/action-types';
import { requiresApproval } from '../../domain/agents/approval-policy';
import { toAgentMetrics } from '../../domain/agents/metrics';

describe('capability gate (seed 001 §5, §8)', () => {
  it('refuses an action outside the capability list with the spec text', () => {
    expect(actionRequestProblem('email.send_reply', ['ai.summarise'])).toBe('Agent does not have the capability to perform action: email.send_reply');
  });
  it('names unknown action types, and unsupported e-mail actions', () => {
    expect(actionRequestProblem('teleport', [])).toBe('Unknown action type: teleport');
    expect(actionRequestProblem('email.forward', ['email.forward'])).toBe('Unsupported email action type');
  });
  it('allows a listed capability', () => {
    expect(actionRequestProblem('ai.summarise', ['ai.summarise'])).toBeNull();
  });
  it('keeps the approval message verbatim', () => {
    expect(AGENT_MESSAGES.requiresApproval).toBe('Action requires approval');
  });
});

describe('who must approve', () => {
  const cases: Array<[ActionType, boolean, boolean, boolean]> = [
    // type, supervised, semi-autonomous, autonomous
    ['ai.summarise', false, false, false],
    ['email.label', true, false, false],
    ['email.draft_reply', true, false, false],
    ['task.create', true, false, false],
    ['calendar.update_event', true, true, false],
    ['email.send_reply', true, true, true],
    ['email.delete', true, true, true],
  ];
  it.each(cases)('%s: supervised %s, semi-autonomous %s, autonomous %s', (type, supervised, semi, autonomous) => {
    expect(requiresApproval(type, 'supervised')).toBe(supervised);
    expect(requiresApproval(type, 'semi-autonomous')).toBe(semi);
    expect(requiresApproval(type, 'autonomous')).toBe(autonomous);
  });
  it('always asks when the request demands it (an approval step)', () => {
    for (const type of Object.keys(ACTION_TYPES) as ActionType[]) expect(requiresApproval(type, 'autonomous', true)).toBe(true);
  });
  it('never lets a supervised agent send or delete mail on its own', () => {
    expect(requiresApproval('email.send_reply', 'supervised')).toBe(true);
    expect(requiresApproval('email.delete', 'supervised')).toBe(true);
  });
});

describe('agent defaults (seed 001 §3, §9)', () => {
  it('seeds Research Assistant and Code Assistant', () => {
    expect(SEEDED_AGENTS.map((agent) => agent.name)).toEqual(['Research Assistant', 'Code Assistant']);
  });
  it('gives each typed agent its tokens and temperature, on two model tiers', () => {
    expect(TYPED_AGENT_DEFAULTS.email).toMatchObject({ maxTokens: 2000, temperature: 0.7 });
    expect(TYPED_AGENT_DEFAULTS.document).toMatchObject({ maxTokens: 4000, temperature: 0.5 });
    expect(TYPED_AGENT_DEFAULTS.calendar).toMatchObject({ maxTokens: 1000, temperature: 0.3 });
    expect(TYPED_AGENT_DEFAULTS.task).toMatchObject({ maxTokens: 1500, temperature: 0.4 });
    expect(TYPED_AGENT_DEFAULTS.email.model).toBe(TYPED_AGENT_DEFAULTS.document.model);
    expect(TYPED_AGENT_DEFAULTS.calendar.model).toBe(TYPED_AGENT_DEFAULTS.task.model);
    expect(TYPED_AGENT_DEFAULTS.email.model).not.toBe(TYPED_AGENT_DEFAULTS.task.model);
  });
});

describe('agent metrics from history', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');
  const history = (totals: { total: number; completed: number; failed: number; meanCompletionMs: number | null; lastStartedAt: string | null }) => ({
    ...totals,
    decisions: { approvedUnchanged: 0, edited: 0, rejected: 0 },
    feedback: { good: 0, bad: 0 },
    statusChanges: [{ status: 'active', at: '2026-11-22T11:00:00.000Z' }],
    createdAt: '2026-11-22T11:00:00.000Z',
  });
  it('has nothing to report before any action', () => {
    expect(toAgentMetrics(history({ total: 0, completed: 0, failed: 0, meanCompletionMs: null, lastStartedAt: null }), now)).toMatchObject({
      performance: null,
      tasksCompleted: 0,
      tasksTotal: 0,
      successRate: null,
      responseTimeMs: null,
      accuracy: null,
      lastActive: null,
    });
  });
  it('rates success over finished actions only', () => {
    expect(toAgentMetrics(history({ total: 5, completed: 3, failed: 1, meanCompletionMs: 1234.6, lastStartedAt: '2026-11-22T10:00:00.000Z' }), now)).toMatchObject({
      performance: 0.75,
      tasksCompleted: 3,
      tasksTotal: 5,
      successRate: 0.75,
      responseTimeMs: 1235,
      lastActive: '2026-11-22T10:00:00.000Z',
    });
  });
});
