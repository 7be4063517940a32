import { describe, expect, it } from 'vitest';
import { diffDefinitions, isEmptyDiff, sameValue } from '../../../domain/automation/diff';
import { action, chain, definition, edge, emailTrigger, fromEmail, node } from './builders';

const trigger = emailTrigger();
const label = action('label', 'email.label', { ...fromEmail, addLabelIds: { type: 'static', value: ['Hearing'] } });
const end = node('end', 'end');
const base = chain(trigger, label, end);

describe('diffDefinitions', () => {
  it('finds nothing between a version and itself, or a copy with moved steps', () => {
    expect(isEmptyDiff(diffDefinitions(base, base))).toBe(true);
    const moved = definition(
      base.nodes.map((one) => ({ ...one, position: { x: one.position.x + 200, y: 40 } })),
      base.edges,
    );
    expect(isEmptyDiff(diffDefinitions(base, moved))).toBe(true);
  });

  it('lists steps added and removed', () => {
    const delay = node('wait', 'delay');
    const later = definition([trigger, delay, end], [edge('trigger', 'wait'), edge('wait', 'end')]);
    const diff = diffDefinitions(base, later);
    expect(diff.addedNodes.map((one) => one.id)).toEqual(['wait']);
    expect(diff.removedNodes.map((one) => one.id)).toEqual(['label']);
    expect(diff.changedNodes).toEqual([]);
  });

  it('names what changed in a step: its name, the parameters that differ, its retry', () => {
    const renamed = { ...label, name: 'Label hearings' };
    const relabelled = action('label', 'email.label', { ...fromEmail, addLabelIds: { type: 'static', value: ['Court'] } });
    const retried = { ...label, retry: { maximumAttempts: 5, initialIntervalSeconds: 2, backoffCoefficient: 2 } };

    expect(diffDefinitions(base, chain(trigger, renamed, end)).changedNodes).toMatchObject([{ nodeId: 'label', fields: ['name'], parameters: [] }]);
    expect(diffDefinitions(base, chain(trigger, relabelled, end)).changedNodes).toMatchObject([{ nodeId: 'label', fields: ['parameters'], parameters: ['input'] }]);
    const retry = diffDefinitions(base, chain(trigger, retried, end)).changedNodes;
    expect(retry).toMatchObject([{ nodeId: 'label', fields: ['retry'] }]);
    expect(retry[0]!.before.retry).toBeUndefined();
    expect(retry[0]!.after.retry?.maximumAttempts).toBe(5);
  });

  it('lists a parameter that was removed', () => {
    const withAccount = node('trigger', 'trigger.email_received', { conditions: [], accountId: 'acc-1' });
    const diff = diffDefinitions(chain(withAccount, end), chain(trigger, end));
    expect(diff.changedNodes).toMatchObject([{ nodeId: 'trigger', fields: ['parameters'], parameters: ['accountId'] }]);
  });

  it('sees a step that changed its type under the same id', () => {
    const asDelay = node('label', 'delay');
    expect(diffDefinitions(base, chain(trigger, asDelay, end)).changedNodes[0]!.fields).toEqual(['type', 'parameters']);
  });

  it('lists connections added and removed by what they connect', () => {
    const rewired = definition(base.nodes, [edge('trigger', 'label'), edge('trigger', 'end')]);
    const diff = diffDefinitions(base, rewired);
    expect(diff.addedEdges.map((one) => [one.source, one.target])).toEqual([['trigger', 'end']]);
    expect(diff.removedEdges.map((one) => [one.source, one.target])).toEqual([['label', 'end']]);
  });

  it('treats a connection drawn again under another id, or with its only handle left implicit, as the same', () => {
    const redrawn = definition(base.nodes, [
      { id: 'new-1', source: 'trigger', sourceHandle: null, target: 'label', targetHandle: null },
      { id: 'new-2', source: 'label', target: 'end' },
    ]);
    expect(isEmptyDiff(diffDefinitions(base, redrawn))).toBe(true);
  });

  it('tells a condition’s true branch from its false branch', () => {
    const check = node('check', 'condition', { field: 'email.subject', operator: 'contains', value: 'Hearing' });
    const onTrue = definition([trigger, check, end], [edge('trigger', 'check'), edge('check', 'end', 'true')]);
    const onFalse = definition([trigger, check, end], [edge('trigger', 'check'), edge('check', 'end', 'false')]);
    const diff = diffDefinitions(onTrue, onFalse);
    expect(diff.addedEdges.map((one) => one.sourceHandle)).toEqual(['false']);
    expect(diff.removedEdges.map((one) => one.sourceHandle)).toEqual(['true']);
    expect(isEmptyDiff(diff)).toBe(false);
  });
});

describe('sameValue', () => {
  it('compares structure, not key order, and takes an undefined property as absent', () => {
    expect(sameValue({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: null }, { a: undefined })).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
  });
});
