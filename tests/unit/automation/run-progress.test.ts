import { describe, expect, it } from 'vitest';
import { initialProgress, planResume, settleNodes, stepOutputs } from '../../../domain/automation/run-progress';
import type { NodeRunState } from '../../../domain/automation/run-state';
import { triggerPreview } from '../../../domain/automation/trigger-preview';
import { action, chain, node } from './builders';

const flow = chain(node('trigger', 'trigger.manual'), node('check', 'condition'), action('summarise', 'ai.summarise', {}), node('ok', 'approval'), action('file', 'task.create', {}));
const done = (output?: unknown): NodeRunState => ({ status: 'done', startedAt: '2025-03-10T09:00:00.000Z', endedAt: '2025-03-10T09:00:01.000Z', ...(output === undefined ? {} : { output }) });

describe('run progress', () => {
  it('starts with every node pending, except the states a resumed run carries over', () => {
    const progress = initialProgress(flow, { summarise: done({ text: 'x' }) });
    expect(progress).toMatchObject({ status: 'running', error: null, failedNodeId: null });
    expect(progress.nodes).toEqual({ trigger: { status: 'pending' }, check: { status: 'pending' }, summarise: done({ text: 'x' }), ok: { status: 'pending' }, file: { status: 'pending' } });
  });

  it('settles a run: unreached nodes are skipped, nodes in flight fail with the reason, finished ones stay', () => {
    const settled = settleNodes(
      { trigger: done(), check: { status: 'running', startedAt: 'a' }, ok: { status: 'waiting_for_approval' }, file: { status: 'pending' }, summarise: { status: 'failed', error: 'boom' } },
      '2025-03-10T10:00:00.000Z',
      'Cancelled',
    );
    expect(settled).toEqual({
      trigger: done(),
      check: { status: 'failed', startedAt: 'a', endedAt: '2025-03-10T10:00:00.000Z', error: 'Cancelled' },
      ok: { status: 'failed', endedAt: '2025-03-10T10:00:00.000Z', error: 'Cancelled' },
      file: { status: 'skipped' },
      summarise: { status: 'failed', error: 'boom' },
    });
  });

  it('gives later steps the outputs of finished agent actions and approvals only', () => {
    const outputs = stepOutputs(flow, { trigger: done(), check: done({ result: true }), summarise: done({ text: 'Summary' }), ok: { status: 'failed', output: { outcome: 'rejected' } } });
    expect(outputs).toEqual({ summarise: { text: 'Summary' } });
  });

  it('plans a retry from the failed step: that node again, the finished ones carried over with their outputs', () => {
    const nodes = { trigger: done(), check: done({ result: true }), summarise: done({ text: 'Summary' }), ok: done({ outcome: 'approved' }), file: { status: 'failed' as const, error: 'Task not found: 1' } };
    expect(planResume(flow, { id: 'run-1', failedNodeId: 'file', nodes })).toEqual({
      ok: true,
      resume: {
        retryOfRunId: 'run-1',
        fromNodeId: 'file',
        steps: { summarise: { text: 'Summary' }, ok: { outcome: 'approved' } },
        nodes: { trigger: done(), check: done({ result: true }), summarise: done({ text: 'Summary' }), ok: done({ outcome: 'approved' }) },
      },
    });
  });

  it('cannot plan a retry from a failed step without one, or when the step is not in the version', () => {
    expect(planResume(flow, { id: 'run-1', failedNodeId: null, nodes: {} })).toEqual({ ok: false, reason: 'no_failed_step' });
    expect(planResume(flow, { id: 'run-1', failedNodeId: 'gone', nodes: {} })).toEqual({ ok: false, reason: 'failed_step_gone' });
  });
});

describe('trigger preview for the audit queue', () => {
  it('shows an e-mail trigger as the message the queue already knows how to show', () => {
    const email = { id: 'm1', subject: 'Hearing notice', from: 'Clerk <clerk@court.example>', date: '2025-03-10T09:00:00Z', snippet: 'Please appear', text: 'long', to: [] };
    expect(triggerPreview({ email })).toEqual({ message: { subject: 'Hearing notice', from: 'Clerk <clerk@court.example>', date: '2025-03-10T09:00:00Z', snippet: 'Please appear' } });
  });

  it('shows any other trigger as its data', () => {
    expect(triggerPreview({ manual: { startedBy: 'Maria', input: 1 } })).toEqual({ trigger: { manual: { startedBy: 'Maria', input: 1 } } });
  });
});
