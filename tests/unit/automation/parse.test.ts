import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { AutomationDefinitionSchema } from '../../../domain/automation/definition-schema';
import { parseDefinition, parseGeneratedDefinition } from '../../../domain/automation/parse';
import { createNode } from '../../../domain/automation/node-types';
import { EMAIL_CLASSIFICATION_TEMPLATE } from '../../../domain/automation/templates';
import { chain, emailTrigger, node } from './builders';

const valid = chain(emailTrigger(), node('end', 'end'));

describe('the definition schema', () => {
  it('accepts drafts with empty fields (the validator explains those) and rejects extra properties', () => {
    const draft = chain(emailTrigger(), createNode('condition', 'c', { x: 0, y: 0 }), createNode('agent_action', 'a', { x: 0, y: 0 }), createNode('trigger.schedule', 's', { x: 1, y: 1 }));
    expect(Value.Check(AutomationDefinitionSchema, draft)).toBe(true);
    expect(Value.Check(AutomationDefinitionSchema, { ...valid, extra: 1 })).toBe(false);
    expect(Value.Check(AutomationDefinitionSchema, { ...valid, schemaVersion: 2 })).toBe(false);
  });
});

describe('parseDefinition', () => {
  it('returns a valid definition as it is', () => {
    expect(parseDefinition(JSON.parse(JSON.stringify(EMAIL_CLASSIFICATION_TEMPLATE.definition)))).toEqual({ ok: true, definition: EMAIL_CLASSIFICATION_TEMPLATE.definition });
  });

  it('names the node and field of a shape problem', () => {
    const bad = { ...valid, nodes: [valid.nodes[0], { ...valid.nodes[1], parameters: { surprise: true } }] };
    const parsed = parseDefinition(bad);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems[0]).toMatchObject({ nodeId: 'end', field: 'parameters.surprise' });
  });

  it('reports unknown node types, edges without ids, and other versions', () => {
    const parsed = parseDefinition({ ...valid, nodes: [...valid.nodes, { id: 'x', type: 'teleport' }], edges: [{ source: 'a' }] });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems[0]).toEqual({ nodeId: 'x', field: 'type', message: 'This kind of step ("teleport") is not known to the builder.' });
      expect(parsed.problems.slice(1).every((problem) => problem.field?.startsWith('edges.0'))).toBe(true);
    }
    expect(parseDefinition({ ...valid, schemaVersion: 2 })).toEqual({ ok: false, problems: [{ field: 'schemaVersion', message: 'This automation uses schema version 2; this builder reads version 1.' }] });
    expect(parseDefinition('nope')).toEqual({ ok: false, problems: [{ message: 'This is not an automation definition.' }] });
  });
});

describe('parseGeneratedDefinition (seed 001 §5)', () => {
  it('reads JSON from a model reply, with or without a code fence', () => {
    expect(parseGeneratedDefinition(JSON.stringify(valid))).toEqual({ ok: true, definition: valid });
    expect(parseGeneratedDefinition('Here it is:\n```json\n' + JSON.stringify(valid) + '\n```\nEnjoy.')).toEqual({ ok: true, definition: valid });
  });

  it("answers 'AI failed to return valid JSON for workflow.' for anything else", () => {
    const message = 'AI failed to return valid JSON for workflow.';
    expect(parseGeneratedDefinition('Sorry, I cannot do that.')).toEqual({ ok: false, problems: [{ message }] });
    expect(parseGeneratedDefinition('{"schemaVersion": 1, "nodes": [')).toEqual({ ok: false, problems: [{ message }] });
    const wrongShape = parseGeneratedDefinition('{"steps": []}');
    expect(wrongShape.ok).toBe(false);
    if (!wrongShape.ok) expect(wrongShape.problems[0]).toEqual({ message });
  });
});
