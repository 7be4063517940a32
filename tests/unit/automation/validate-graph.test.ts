import { describe, expect, it } from 'vitest';
import { buildGraph, dominators, nextNodeIds, wouldCreateCycle } from '../../../domain/automation/graph';
import { AUTOMATION_MESSAGES as M } from '../../../domain/automation/messages';
import { problemsByNode, validateDefinition } from '../../../domain/automation/validate';
import { chain, definition, edge, emailTrigger, node } from './builders';

const end = node('end', 'end');

describe('validateDefinition — the graph', () => {
  it('accepts a trigger connected to an end', () => {
    expect(validateDefinition(chain(emailTrigger(), end))).toEqual([]);
  });

  it('needs exactly one trigger', () => {
    expect(validateDefinition(definition([end], []))).toEqual([{ message: 'An automation needs exactly one trigger.' }]);
    const two = validateDefinition(definition([emailTrigger('a'), node('b', 'trigger.manual'), end], [edge('a', 'end'), edge('b', 'end')]));
    expect(two).toEqual([
      { nodeId: 'a', message: M.exactlyOneTrigger },
      { nodeId: 'b', message: M.exactlyOneTrigger },
    ]);
  });

  it('asks to connect a lone trigger', () => {
    expect(validateDefinition(definition([emailTrigger()], []))).toEqual([{ nodeId: 'trigger', message: M.triggerNotConnected }]);
  });

  it('flags every node the trigger cannot reach', () => {
    const problems = validateDefinition(definition([emailTrigger(), end, node('orphan', 'delay'), node('orphan-end', 'end')], [edge('trigger', 'end'), edge('orphan', 'orphan-end')]));
    expect(problems).toEqual([
      { nodeId: 'orphan', message: M.unreachable },
      { nodeId: 'orphan-end', message: M.unreachable },
    ]);
  });

  it('names the connection that closes a loop', () => {
    const loop = definition([emailTrigger(), node('a', 'delay'), node('b', 'delay')], [edge('trigger', 'a'), edge('a', 'b'), edge('b', 'a', 'out', 'back')]);
    expect(validateDefinition(loop)).toEqual([{ edgeId: 'back', message: M.cycle }]);
  });

  it('rejects a self-loop', () => {
    const selfLoop = definition([emailTrigger(), node('a', 'delay')], [edge('trigger', 'a'), edge('a', 'a', 'out', 'self')]);
    expect(validateDefinition(selfLoop)).toEqual([{ edgeId: 'self', message: M.selfLoop }]);
  });

  it('rejects connections to or from steps that do not exist', () => {
    const dangling = definition([emailTrigger(), end], [edge('trigger', 'end'), edge('ghost', 'end', 'out', 'from-ghost'), edge('trigger', 'ghost', 'out', 'to-ghost')]);
    expect(validateDefinition(dangling)).toEqual([
      { edgeId: 'from-ghost', message: M.missingSource },
      { edgeId: 'to-ghost', message: M.missingTarget },
    ]);
  });

  it('rejects handles the node types do not have', () => {
    const nodes = [emailTrigger(), node('check', 'condition', { field: 'email.subject', operator: 'exists' }), end, node('end2', 'end')];
    const problems = validateDefinition(
      definition(nodes, [
        edge('trigger', 'check'),
        edge('check', 'end', 'maybe', 'bad-output'),
        edge('check', 'end2', null, 'no-output-chosen'),
        edge('end', 'end2', 'out', 'after-end'),
        edge('check', 'trigger', 'true', 'into-trigger'),
        { id: 'bad-input', source: 'check', sourceHandle: 'false', target: 'end', targetHandle: 'side' },
      ]),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { edgeId: 'bad-output', message: M.unknownOutput('check', 'maybe', ['true', 'false']) },
        { edgeId: 'no-output-chosen', message: M.chooseOutput(['true', 'false']) },
        { edgeId: 'after-end', message: M.noOutput('end') },
        { edgeId: 'into-trigger', message: M.noInput },
        { edgeId: 'bad-input', message: M.unknownInput('side') },
      ]),
    );
    expect(M.unknownOutput('Is it urgent?', 'maybe', ['true', 'false'])).toBe('"Is it urgent?" has no output "maybe"; use "true" or "false".');
  });

  it('accepts a missing handle id where the side has a single handle (React Flow default handles)', () => {
    const def = definition([emailTrigger(), end], [{ id: 'e', source: 'trigger', target: 'end' }]);
    expect(validateDefinition(def)).toEqual([]);
  });

  it("lets a condition's true/false and an approval's approved/rejected lead to one step each", () => {
    const nodes = [emailTrigger(), node('check', 'condition', { field: 'email.subject', operator: 'exists' }), node('ok', 'approval'), node('a', 'end'), node('b', 'end'), node('c', 'end')];
    const problems = validateDefinition(
      definition(nodes, [edge('trigger', 'check'), edge('check', 'ok', 'true'), edge('check', 'a', 'true', 'true-again'), edge('check', 'c', 'false'), edge('ok', 'b', 'approved'), edge('ok', 'c', 'approved', 'approved-again'), edge('ok', 'a', 'rejected')]),
    );
    expect(problems).toEqual([
      { edgeId: 'true-again', message: 'The "true" output can lead to one step only.' },
      { edgeId: 'approved-again', message: 'The "approved" output can lead to one step only.' },
    ]);
  });

  it('allows an ordinary output to fan out to several steps', () => {
    const def = definition([emailTrigger(), node('a', 'end'), node('b', 'end')], [edge('trigger', 'a'), edge('trigger', 'b')]);
    expect(validateDefinition(def)).toEqual([]);
  });

  it('rejects duplicate ids and duplicate connections', () => {
    const def = definition([emailTrigger(), end, node('end', 'end')], [edge('trigger', 'end', 'out', 'e1'), edge('trigger', 'end', 'out', 'e1')]);
    expect(validateDefinition(def)).toEqual([
      { nodeId: 'end', field: 'id', message: M.duplicateNodeId('end') },
      { edgeId: 'e1', message: M.duplicateEdgeId('e1') },
      { edgeId: 'e1', message: M.duplicateConnection },
    ]);
  });

  it('groups problems by node for the editor', () => {
    const grouped = problemsByNode([{ nodeId: 'a', message: 'x' }, { edgeId: 'e', message: 'y' }, { nodeId: 'a', message: 'z' }]);
    expect(grouped.get('a')?.map((problem) => problem.message)).toEqual(['x', 'z']);
    expect(grouped.get('')?.map((problem) => problem.message)).toEqual(['y']);
  });
});

describe('graph helpers', () => {
  const diamond = definition(
    [emailTrigger(), node('check', 'condition'), node('left', 'delay'), node('right', 'delay'), node('join', 'end')],
    [edge('trigger', 'check'), edge('check', 'left', 'true'), edge('check', 'right', 'false'), edge('left', 'join'), edge('right', 'join')],
  );

  it('finds the steps on every path (dominators)', () => {
    const dom = dominators(buildGraph(diamond), 'trigger');
    expect([...dom.get('join')!].sort()).toEqual(['check', 'join', 'trigger']);
    expect([...dom.get('left')!].sort()).toEqual(['check', 'left', 'trigger']);
  });

  it('follows the chosen output to the next nodes', () => {
    expect(nextNodeIds(diamond, 'check', 'true')).toEqual(['left']);
    expect(nextNodeIds(diamond, 'check', 'false')).toEqual(['right']);
    expect(nextNodeIds(diamond, 'left', 'out')).toEqual(['join']);
    expect(nextNodeIds(diamond, 'join', 'out')).toEqual([]);
  });

  it('tells the editor when a new connection would close a loop', () => {
    expect(wouldCreateCycle(diamond, 'join', 'check')).toBe(true);
    expect(wouldCreateCycle(diamond, 'left', 'left')).toBe(true);
    expect(wouldCreateCycle(diamond, 'left', 'right')).toBe(false);
  });
});
