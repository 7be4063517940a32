import { describe, expect, it } from 'vitest';
import { applyOutputMapping, conditionData, resolveInput, type RunData } from '../../../domain/automation/mapping';
import { evaluateCondition } from '../../../domain/automation/conditions';

const run: RunData = {
  trigger: { email: { id: 'm1', accountId: 'acc1', subject: 'Meeting notes: Smith', to: ['a@x.com'], cc: null } },
  steps: { summarise: { text: 'Three points.', analyser: 'offline', summary: 'Three points.' } },
};

describe('resolveInput', () => {
  it('takes static values as they are', () => {
    expect(resolveInput({ tags: { type: 'static', value: ['meeting-notes'] }, priority: { type: 'static', value: 'High' } }, run)).toEqual({
      ok: true,
      params: { tags: ['meeting-notes'], priority: 'High' },
    });
  });
  it('reads dynamic paths from the trigger data', () => {
    expect(resolveInput({ title: { type: 'dynamic', path: 'email.subject' }, first: { type: 'dynamic', path: 'email.to.0' } }, run)).toEqual({
      ok: true,
      params: { title: 'Meeting notes: Smith', first: 'a@x.com' },
    });
  });
  it('reads previous paths from an earlier step, including its whole output with an empty path', () => {
    const resolved = resolveInput({ description: { type: 'previous', stepId: 'summarise', path: 'summary' }, all: { type: 'previous', stepId: 'summarise', path: '' } }, run);
    expect(resolved).toEqual({ ok: true, params: { description: 'Three points.', all: run.steps.summarise } });
  });
  it('passes a present null on', () => {
    expect(resolveInput({ cc: { type: 'dynamic', path: 'email.cc' } }, run)).toEqual({ ok: true, params: { cc: null } });
  });
  it('reports a previous step that has not run', () => {
    expect(resolveInput({ description: { type: 'previous', stepId: 'classify', path: 'category' } }, run)).toEqual({
      ok: false,
      errors: [{ param: 'description', message: '"description": the step "classify" has not run before this one, so its output is not available.' }],
    });
  });
  it('reports a path missing from a previous step and from the trigger data, all at once', () => {
    const resolved = resolveInput(
      {
        description: { type: 'previous', stepId: 'summarise', path: 'category' },
        title: { type: 'dynamic', path: 'email.subjct' },
        tags: { type: 'static', value: [] },
      },
      run,
    );
    expect(resolved).toEqual({
      ok: false,
      errors: [
        { param: 'description', message: '"description": the step "summarise" gave no "category".' },
        { param: 'title', message: '"title": the trigger data has no "email.subjct".' },
      ],
    });
  });
});

describe('applyOutputMapping', () => {
  it('keeps the result fields and adds the mapped names', () => {
    expect(applyOutputMapping({ text: 'Hearing Notice', analyser: 'offline' }, { category: 'text' })).toEqual({ text: 'Hearing Notice', analyser: 'offline', category: 'Hearing Notice' });
  });
  it('maps nested paths', () => {
    expect(applyOutputMapping({ event: { id: 'e1' } }, { eventId: 'event.id' })).toEqual({ event: { id: 'e1' }, eventId: 'e1' });
  });
  it('keeps a non-object result as "result"', () => {
    expect(applyOutputMapping('plain text', { whole: '' })).toEqual({ result: 'plain text', whole: 'plain text' });
    expect(applyOutputMapping(undefined)).toEqual({});
  });
  it('leaves a missing mapped path absent instead of failing the (already done) action', () => {
    expect(applyOutputMapping({ text: 'x' }, { category: 'label' })).toEqual({ text: 'x' });
  });
});

describe('conditionData', () => {
  it('puts the trigger roots and the step outputs side by side', () => {
    const data = conditionData(run);
    expect(evaluateCondition({ field: 'email.subject', operator: 'contains', value: 'meeting notes' }, data)).toBe(true);
    expect(evaluateCondition({ field: 'steps.summarise.summary', operator: 'startsWith', value: 'three' }, data)).toBe(true);
  });
});
