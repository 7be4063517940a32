import { describe, expect, it } from 'vitest';
import { ACTION_TYPES } from '../../../domain/agents/action-types';
import { toActionLog, type LoggedAction } from '../../../domain/agents/action-log';
import { AGENT_TRIGGERS, createdAgentProblem, CREATED_AGENT_MESSAGES } from '../../../domain/agents/created-agent';
import { TRIAL_SAMPLES, trialOutcome, runsInTrial } from '../../../domain/agents/trial';
import { actionUrgency, approvalNotice, meetsUrgencyThreshold } from '../../../domain/agents/urgency';

describe('created agent (seed 001 §3, §8)', () => {
  it('refuses an unknown type, capability or trigger with the spec’s texts', () => {
    expect(createdAgentProblem({ type: 'robot' })).toBe('Unknown agent type');
    expect(createdAgentProblem({ type: 'email', capabilities: ['ai.classify', 'email.teleport'] })).toBe('Unknown actionType: email.teleport');
    expect(createdAgentProblem({ triggers: ['email.received', 'moon.rise'] })).toBe('Unknown trigger: moon.rise');
    expect(createdAgentProblem({ workingHours: { start: '09:00', end: '09:00' } })).toBe(CREATED_AGENT_MESSAGES.sameWorkingHours);
    expect(createdAgentProblem({ type: 'task', capabilities: ['task.create'], triggers: [...AGENT_TRIGGERS], workingHours: { start: '22:00', end: '06:00' } })).toBeNull();
    expect(CREATED_AGENT_MESSAGES.agentWithIdNotFound('abc')).toBe('Agent with ID abc not found.');
  });
});

describe('approval urgency', () => {
  it('is low for text and easy-to-undo actions, medium for calendar changes, high for sending or deleting mail', () => {
    expect(actionUrgency('ai.classify')).toBe('low');
    expect(actionUrgency('email.label')).toBe('low');
    expect(actionUrgency('task.create')).toBe('low');
    expect(actionUrgency('calendar.create_event')).toBe('medium');
    expect(actionUrgency('calendar.update_event')).toBe('medium');
    expect(actionUrgency('email.send_reply')).toBe('high');
    expect(actionUrgency('email.delete')).toBe('high');
  });

  it('notifies at or above the threshold, at the chosen frequency', () => {
    expect(meetsUrgencyThreshold('medium', 'medium')).toBe(true);
    expect(meetsUrgencyThreshold('low', 'medium')).toBe(false);
    expect(meetsUrgencyThreshold('high', 'low')).toBe(true);
    expect(approvalNotice('email.label', { frequency: 'hourly', urgencyThreshold: 'medium' })).toBe('none');
    expect(approvalNotice('email.send_reply', { frequency: 'daily', urgencyThreshold: 'high' })).toBe('daily');
  });
});

describe('action log', () => {
  const base: Omit<LoggedAction, 'id' | 'status' | 'createdAt' | 'startedAt' | 'completedAt'> = { agentId: 'ag', type: 'ai.classify', output: null, error: null, feedback: null };
  it('gives start, then completion or error, newest first, with the feedback', () => {
    const log = toActionLog([
      { ...base, id: 'a', status: 'completed', output: { text: 'Hearing Notice' }, createdAt: '2026-11-20T09:00:00.000Z', startedAt: '2026-11-20T09:00:01.000Z', completedAt: '2026-11-20T09:00:03.000Z', feedback: { rating: 'good', note: 'Right' } },
      { ...base, id: 'b', type: 'email.send_reply', status: 'failed', error: 'Rejected', createdAt: '2026-11-20T10:00:00.000Z', startedAt: null, completedAt: '2026-11-20T10:05:00.000Z' },
      { ...base, id: 'c', status: 'pending', createdAt: '2026-11-20T11:00:00.000Z', startedAt: null, completedAt: null },
    ]);
    expect(log.map((entry) => [entry.id, entry.timestamp])).toEqual([
      ['c:action_start', '2026-11-20T11:00:00.000Z'],
      ['b:action_error', '2026-11-20T10:05:00.000Z'],
      ['b:action_start', '2026-11-20T10:00:00.000Z'],
      ['a:action_complete', '2026-11-20T09:00:03.000Z'],
      ['a:action_start', '2026-11-20T09:00:01.000Z'],
    ]);
    expect(log[1]).toMatchObject({ type: 'action_error', error: 'Rejected', action: 'Send a reply', result: null });
    expect(log[3]).toMatchObject({ type: 'action_complete', result: { text: 'Hearing Notice' }, action: 'Classify', feedback: { rating: 'good', note: 'Right' } });
    expect(toActionLog([{ ...base, id: 'a', status: 'completed', createdAt: 'x', startedAt: '2026-11-20T09:00:01.000Z', completedAt: '2026-11-20T09:00:03.000Z' }], 1)).toHaveLength(1);
  });
});

describe('trial', () => {
  it('runs only the text capabilities, and reports the rest by autonomy and working hours', () => {
    expect(Object.keys(ACTION_TYPES).filter(runsInTrial)).toEqual(['ai.summarise', 'ai.classify', 'ai.draft']);
    const noon = new Date('2026-11-23T20:00:00Z'); // 12:00 in Los Angeles
    expect(trialOutcome('ai.classify', 'supervised', null, 'America/Los_Angeles', noon)).toBe('acts_alone');
    expect(trialOutcome('email.label', 'supervised', null, 'America/Los_Angeles', noon)).toBe('waits_for_approval');
    expect(trialOutcome('email.label', 'semi-autonomous', null, 'America/Los_Angeles', noon)).toBe('acts_alone');
    expect(trialOutcome('email.send_reply', 'autonomous', null, 'America/Los_Angeles', noon)).toBe('waits_for_approval');
    expect(trialOutcome('ai.classify', 'autonomous', { start: '13:00', end: '17:00' }, 'America/Los_Angeles', noon)).toBe('outside_working_hours');
    expect(TRIAL_SAMPLES.task.title).toBe('Prepare exhibits for MSC hearing');
    expect(TRIAL_SAMPLES.email.text).toContain('WORKERS’ COMPENSATION APPEALS BOARD');
  });
});
