import { describe, expect, it } from 'vitest';
import type { NodeRunState } from '../../../domain/automation/run-state';
import { AUTOMATION_TEMPLATES, EMAIL_CLASSIFICATION_TEMPLATE } from '../../../domain/automation/templates';
import { validateDefinition } from '../../../domain/automation/validate';
import { decorationsOf, NO_DECORATIONS } from '../../../web/src/screens/automation/editor/model/decorations';
import { fromFlow, syncFlowEdges, syncFlowNodes, toFlow } from '../../../web/src/screens/automation/editor/model/flowConversion';
import type { FlowNode } from '../../../web/src/screens/automation/editor/model/flowTypes';
import { moveNodes, updateNode } from '../../../web/src/screens/automation/editor/model/operations';
import { definition, edge, emailTrigger, node } from '../automation/builders';

const template = EMAIL_CLASSIFICATION_TEMPLATE.definition;

describe('definition ⇄ React Flow elements', () => {
  it('round-trips every template without loss, keeping the very same nodes and edges', () => {
    for (const { definition: original } of AUTOMATION_TEMPLATES) {
      const { nodes, edges } = toFlow(original);
      const back = fromFlow(nodes, edges);
      expect(back).toEqual(original);
      back.nodes.forEach((item, index) => expect(item).toBe(original.nodes[index]));
      back.edges.forEach((item, index) => expect(item).toBe(original.edges[index]));
    }
  });

  it('keeps absent and null handles as they were, and draws them at the node’s only handle', () => {
    const loose = definition(
      [emailTrigger(), node('wait', 'delay'), node('end', 'end')],
      [
        { id: 'a', source: 'trigger', target: 'wait' },
        { id: 'b', source: 'wait', sourceHandle: null, target: 'end', targetHandle: null },
      ],
    );
    const { nodes, edges } = toFlow(loose);
    expect(edges.map(({ sourceHandle, targetHandle }) => [sourceHandle, targetHandle])).toEqual([
      ['out', 'in'],
      ['out', 'in'],
    ]);
    const back = fromFlow(nodes, edges);
    expect(back.edges[0]).not.toHaveProperty('sourceHandle');
    expect(back.edges[1]).toEqual({ id: 'b', source: 'wait', sourceHandle: null, target: 'end', targetHandle: null });
  });

  it('maps node ids, types and positions one to one', () => {
    const { nodes, edges } = toFlow(template);
    expect(nodes.map(({ id, type, position }) => ({ id, type, position }))).toEqual(template.nodes.map(({ id, type, position }) => ({ id, type, position })));
    expect(edges.map(({ id, source, target, sourceHandle }) => ({ id, source, target, sourceHandle }))).toEqual(
      template.edges.map(({ id, source, target, sourceHandle }) => ({ id, source, target, sourceHandle })),
    );
  });

  it('takes the canvas positions back, and only the moved nodes change', () => {
    const { nodes, edges } = toFlow(template);
    const dragged = nodes.map((item) => (item.id === 'classify' ? { ...item, position: { x: 12, y: 34 } } : item)) as FlowNode[];
    const back = fromFlow(dragged, edges);
    expect(back.nodes[1]).toEqual({ ...template.nodes[1], position: { x: 12, y: 34 } });
    expect(back.nodes[0]).toBe(template.nodes[0]);
  });

  it('puts problems and run states on the nodes and edges they are about', () => {
    const broken = definition([emailTrigger(), node('wait', 'delay', { amount: 0 }), node('end', 'end')], [edge('trigger', 'wait'), edge('wait', 'wait', 'out', 'loop')]);
    const runStates: Record<string, NodeRunState> = {
      trigger: { status: 'done', handle: 'out', input: { big: true } },
      wait: { status: 'failed', error: 'boom', output: { x: 1 } },
    };
    const { nodes, edges } = toFlow(broken, decorationsOf(validateDefinition(broken), runStates));
    const byId = new Map(nodes.map((item) => [item.id, item.data]));
    expect(byId.get('wait')!.problems).toEqual(['Enter how long to wait: more than 0.']);
    expect(byId.get('end')!.problems).toEqual(['This step is not connected to the trigger, so it would never run.']);
    expect(byId.get('wait')!.run).toEqual({ status: 'failed', error: 'boom' });
    expect(byId.get('end')!.run).toBeNull();
    expect(edges.find((item) => item.id === 'loop')!.data.problems).toEqual(['A step cannot connect to itself.']);
    expect(edges.find((item) => item.id === 'trigger:out->wait')!.data.taken).toBe(true);
  });

  it('marks as taken only the branch a run went down', () => {
    const runStates: Record<string, NodeRunState> = {
      trigger: { status: 'done', handle: 'out' },
      classify: { status: 'done', handle: 'out' },
      is_hearing: { status: 'done', handle: 'false' },
      label_hearing: { status: 'skipped' },
      end: { status: 'running' },
    };
    const { edges } = toFlow(template, decorationsOf([], runStates));
    expect(edges.filter((item) => item.data.taken).map((item) => item.id)).toEqual(['trigger-out-classify', 'classify-out-is_hearing', 'is_hearing-false-end']);
  });
});

describe('syncing the canvas with a changed definition', () => {
  it('returns the same arrays when nothing changed', () => {
    const { nodes, edges } = toFlow(template);
    expect(syncFlowNodes(nodes, template, NO_DECORATIONS)).toBe(nodes);
    expect(syncFlowEdges(edges, template, NO_DECORATIONS)).toBe(edges);
  });

  it('rebuilds only the node that was edited, keeping what React Flow owns', () => {
    const { nodes } = toFlow(template);
    const measured = nodes.map((item) => (item.id === 'classify' ? { ...item, selected: true, measured: { width: 240, height: 90 } } : item)) as FlowNode[];
    const edited = updateNode(template, 'classify', (item) => ({ ...item, name: 'Sort it' }));
    const synced = syncFlowNodes(measured, edited, NO_DECORATIONS);
    expect(synced).not.toBe(measured);
    synced.forEach((item, index) => (item.id === 'classify' ? expect(item).not.toBe(measured[index]) : expect(item).toBe(measured[index])));
    const classify = synced.find((item) => item.id === 'classify')!;
    expect(classify.data.node.name).toBe('Sort it');
    expect(classify.selected).toBe(true);
    expect(classify.measured).toEqual({ width: 240, height: 90 });
  });

  it('does not re-render nodes for problems or run states that did not change', () => {
    const broken = updateNode(template, 'end', (item) => ({ ...item, name: '' }));
    const first = syncFlowNodes([], broken, decorationsOf(validateDefinition(broken), { end: { status: 'running', input: { a: 1 } } }));
    const again = syncFlowNodes(first, broken, decorationsOf(validateDefinition(broken), { end: { status: 'running', input: { a: 2 } } }));
    expect(again).toBe(first);
    const nowDone = syncFlowNodes(first, broken, decorationsOf(validateDefinition(broken), { end: { status: 'done' } }));
    expect(nowDone.filter((item, index) => item !== first[index]).map((item) => item.id)).toEqual(['end']);
  });

  it('applies a new selection, and leaves a node being dragged where the pointer is', () => {
    const { nodes } = toFlow(template);
    const selected = syncFlowNodes(nodes, template, NO_DECORATIONS, new Set(['end']));
    expect(selected.filter((item) => item.selected).map((item) => item.id)).toEqual(['end']);
    const dragging = nodes.map((item) => (item.id === 'end' ? { ...item, dragging: true, position: { x: 999, y: 999 } } : item)) as FlowNode[];
    const moved = moveNodes(template, new Map([['trigger', { x: 5, y: 5 }]]));
    const synced = syncFlowNodes(dragging, moved, NO_DECORATIONS);
    expect(synced.find((item) => item.id === 'end')!.position).toEqual({ x: 999, y: 999 });
    expect(synced.find((item) => item.id === 'trigger')!.position).toEqual({ x: 5, y: 5 });
  });

  it('drops removed elements and adds new ones', () => {
    const { nodes, edges } = toFlow(template);
    const smaller = { ...template, nodes: template.nodes.filter((item) => item.id !== 'label_hearing'), edges: template.edges.slice(0, 2) };
    expect(syncFlowNodes(nodes, smaller, NO_DECORATIONS).map((item) => item.id)).toEqual(['trigger', 'classify', 'is_hearing', 'end']);
    const syncedEdges = syncFlowEdges(edges, smaller, NO_DECORATIONS);
    expect(syncedEdges).toEqual(edges.slice(0, 2));
    expect(syncedEdges[0]).toBe(edges[0]);
  });
});
