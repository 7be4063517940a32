import { describe, expect, it } from 'vitest';
import { AUTOMATION_SCHEMA_VERSION, type AutomationDefinition } from '../../domain/automation/definition';
import { aiRuntimeOf, OFFLINE_RUNTIME_SUMMARY } from '../../domain/automation/contract';
import { MAX_NODES } from '../../domain/automation/definition-schema';
import { checkDraftShape, DRAFT_MAX_BYTES, DRAFT_MESSAGES, draftProblems, opensOnDraft, versionThatRuns } from '../../domain/automation/drafts';
import { sameValue } from '../../domain/automation/diff';
import { defaultParameters } from '../../domain/automation/node-types';

const manual = { id: 'trigger', type: 'trigger.manual', typeVersion: 1, name: 'Start', position: { x: 0, y: 0 }, parameters: defaultParameters('trigger.manual') };
const end = { id: 'end', type: 'end', typeVersion: 1, name: 'End', position: { x: 0, y: 100 }, parameters: defaultParameters('end') };
const valid: AutomationDefinition = {
  schemaVersion: AUTOMATION_SCHEMA_VERSION,
  nodes: [manual, end] as AutomationDefinition['nodes'],
  edges: [{ id: 'e1', source: 'trigger', sourceHandle: 'out', target: 'end', targetHandle: 'in' }],
};
/** A step with no agent and no action yet: fine for a draft, not for a version. */
const unfinished = {
  ...valid,
  nodes: [...valid.nodes, { id: 'ask', type: 'agent_action', typeVersion: 1, name: 'Ask', position: { x: 0, y: 200 }, parameters: { agentId: '', actionType: '', input: {} } }],
};

describe('what may be kept as a draft', () => {
  it('keeps a valid drawing and an unfinished one alike', () => {
    expect(checkDraftShape(valid)).toEqual({ ok: true, draft: valid });
    expect(checkDraftShape(unfinished).ok).toBe(true);
    expect(checkDraftShape({ schemaVersion: AUTOMATION_SCHEMA_VERSION, nodes: [], edges: [] }).ok).toBe(true);
  });

  it('refuses what is not a drawing, with a message saying what a draft is', () => {
    for (const value of [null, 'text', [], { nodes: [], edges: [] }, { schemaVersion: AUTOMATION_SCHEMA_VERSION + 1, nodes: [], edges: [] }, { schemaVersion: AUTOMATION_SCHEMA_VERSION, nodes: {}, edges: [] }]) {
      expect(checkDraftShape(value)).toEqual({ ok: false, message: DRAFT_MESSAGES.notADraft });
    }
  });

  it('names the step or connection that has no id, and bounds the size', () => {
    expect(checkDraftShape({ ...valid, nodes: [manual, { type: 'end' }] })).toEqual({ ok: false, message: 'Step 2 of the draft has no id or type.' });
    expect(checkDraftShape({ ...valid, edges: [{ id: 'e', source: 'trigger' }] })).toEqual({ ok: false, message: 'Connection 1 of the draft has no id, source or target.' });
    expect(checkDraftShape({ ...valid, nodes: Array.from({ length: MAX_NODES + 1 }, (_, index) => ({ ...end, id: `n${index}` })) })).toEqual({ ok: false, message: DRAFT_MESSAGES.tooManyNodes });
    expect(checkDraftShape(valid, DRAFT_MAX_BYTES + 1)).toEqual({ ok: false, message: DRAFT_MESSAGES.tooLarge });
  });
});

describe('a draft and its version', () => {
  it('lists what publishing would refuse for, and nothing for a valid drawing', () => {
    expect(draftProblems(valid, {})).toEqual([]);
    const problems = draftProblems(unfinished, {});
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => typeof problem.message === 'string' && problem.message.length > 0)).toBe(true);
  });

  it('never runs: only a published version runs, and none before the first', () => {
    expect(versionThatRuns({ currentVersion: 0 })).toBeNull();
    expect(versionThatRuns({ currentVersion: 3 })).toBe(3);
  });

  it('opens the builder on a draft only when it differs from the published version', () => {
    expect(opensOnDraft(null, valid, sameValue)).toBe(false);
    expect(opensOnDraft({ definition: structuredClone(valid) }, valid, sameValue)).toBe(false);
    expect(opensOnDraft({ definition: unfinished }, valid, sameValue)).toBe(true);
  });
});

describe('what agents run on', () => {
  it('says the offline analysers run without an AI key, and names the model with one', () => {
    expect(aiRuntimeOf(null)).toEqual({ aiAvailable: false, model: null, summary: OFFLINE_RUNTIME_SUMMARY });
    expect(OFFLINE_RUNTIME_SUMMARY).toContain('offline analysers');
    expect(aiRuntimeOf('gpt-4o-mini')).toEqual({ aiAvailable: true, model: 'gpt-4o-mini', summary: "Agents' text actions run on gpt-4o-mini." });
  });
});
