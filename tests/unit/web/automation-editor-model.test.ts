import { describe, expect, it } from 'vitest';
import type { AutomationNodeOf } from '../../../domain/automation/definition';
import { EMAIL_CLASSIFICATION_TEMPLATE, MEETING_NOTES_TEMPLATE } from '../../../domain/automation/templates';
import { copySelection, pasteFragment } from '../../../web/src/screens/automation/editor/model/clipboard';
import { connectionRefusal } from '../../../web/src/screens/automation/editor/model/connectionRules';
import { conditionPaths, earlierSteps, triggerPaths } from '../../../web/src/screens/automation/editor/model/dataPaths';
import { toFlow } from '../../../web/src/screens/automation/editor/model/flowConversion';
import type { FlowNode } from '../../../web/src/screens/automation/editor/model/flowTypes';
import { newEdgeId, newNodeId, uniqueName } from '../../../web/src/screens/automation/editor/model/ids';
import { approvalText, conditionsText, delayText, scheduleText, splitSeconds } from '../../../web/src/screens/automation/editor/model/nodeSummary';
import { addNodes, connect, freePosition, moveNodes, removeElements, updateNode } from '../../../web/src/screens/automation/editor/model/operations';
import { chain, definition, edge, emailTrigger, node } from '../automation/builders';

const template = EMAIL_CLASSIFICATION_TEMPLATE.definition;

function counter() {
  let next = 0;
  return () => `r${next++}`;
}

describe('editing a definition', () => {
  it('removes nodes with every connection touching them, and single connections', () => {
    const removed = removeElements(template, ['is_hearing'], ['label_hearing-out-end']);
    expect(removed.nodes.map((item) => item.id)).toEqual(['trigger', 'classify', 'label_hearing', 'end']);
    expect(removed.edges.map((item) => item.id)).toEqual(['trigger-out-classify']);
    expect(removeElements(template, ['nope'], [])).toBe(template);
  });

  it('moves only the nodes whose position changed', () => {
    const moved = moveNodes(template, new Map([['end', { x: 1, y: 2 }], ['trigger', template.nodes[0]!.position]]));
    expect(moved.nodes[4]!.position).toEqual({ x: 1, y: 2 });
    expect(moved.nodes.slice(0, 4)).toEqual(template.nodes.slice(0, 4));
    moved.nodes.slice(0, 4).forEach((item, index) => expect(item).toBe(template.nodes[index]));
    expect(moveNodes(template, new Map([['trigger', { ...template.nodes[0]!.position }]]))).toBe(template);
  });

  it('rounds moved positions to whole pixels', () => {
    expect(moveNodes(template, new Map([['end', { x: 10.4, y: 20.6 }]])).nodes[4]!.position).toEqual({ x: 10, y: 21 });
  });

  it('finds the nearest spot where a new node covers no other', () => {
    const size = { width: 240, height: 96 };
    expect(freePosition(template, { x: 600, y: 600 }, size)).toEqual({ x: 600, y: 600 });
    const spot = freePosition(template, { x: 5, y: 138 }, size);
    for (const item of template.nodes) {
      expect(Math.abs(item.position.x - spot.x) >= size.width || Math.abs(item.position.y - spot.y) >= size.height).toBe(true);
    }
    expect(Math.hypot(spot.x - 5, spot.y - 138)).toBeLessThan(2 * (size.width + size.height));
  });

  it('updates one node, and adds nodes and connections', () => {
    const renamed = updateNode(template, 'end', (item) => ({ ...item, name: 'Finished' }));
    expect(renamed.nodes[4]!.name).toBe('Finished');
    expect(updateNode(template, 'end', (item) => item)).toBe(template);
    const bigger = connect(addNodes(template, [node('wait', 'delay')]), { source: 'end', sourceHandle: null, target: 'wait', targetHandle: 'in' }, 'e1');
    expect(bigger.nodes.at(-1)!.id).toBe('wait');
    expect(bigger.edges.at(-1)).toEqual({ id: 'e1', source: 'end', sourceHandle: null, target: 'wait', targetHandle: 'in' });
  });
});

describe('which connections may be drawn', () => {
  const base = definition(
    [emailTrigger(), node('check', 'condition'), node('ok', 'approval'), node('a', 'delay'), node('b', 'delay'), node('end', 'end')],
    [edge('trigger', 'check'), edge('check', 'a', 'true'), edge('a', 'b')],
  );
  const attempt = (source: string, sourceHandle: string | null, target: string, targetHandle: string | null = 'in') => connectionRefusal(base, { source, sourceHandle, target, targetHandle });

  it('allows an output to an input', () => {
    expect(attempt('check', 'false', 'end')).toBeNull();
    expect(attempt('b', 'out', 'end')).toBeNull();
    expect(attempt('trigger', 'out', 'ok')).toBeNull();
    expect(attempt('b', null, 'end', null)).toBeNull();
  });

  it('refuses self-loops and loops through other steps', () => {
    expect(attempt('a', 'out', 'a')).toBe('self-loop');
    expect(attempt('b', 'out', 'check')).toBe('cycle');
  });

  it('refuses handles that are not an output on the source or an input on the target', () => {
    expect(attempt('end', 'out', 'a')).toBe('not-an-output');
    expect(attempt('check', 'maybe', 'end')).toBe('not-an-output');
    expect(attempt('check', null, 'end')).toBe('not-an-output');
    expect(attempt('a', 'out', 'trigger')).toBe('not-an-input');
    expect(attempt('a', 'out', 'end', 'out')).toBe('not-an-input');
  });

  it('refuses a second connection from a single-use output, and the same connection twice', () => {
    expect(attempt('check', 'true', 'end')).toBe('output-full');
    expect(attempt('a', 'out', 'b')).toBe('duplicate');
    expect(attempt('a', 'out', 'end')).toBeNull();
    expect(attempt('ghost', 'out', 'end')).toBe('missing-node');
  });
});

describe('new ids and names', () => {
  it('makes readable ids without dots that are not taken yet', () => {
    const random = counter();
    expect(newNodeId('trigger.email_received', new Set(['email-r0']), random)).toBe('email-r1');
    expect(newNodeId('agent_action', new Set(), random)).toBe('action-r2');
    expect(newEdgeId(new Set(), random)).toBe('edge-r3');
    expect(newNodeId('condition', new Set())).toMatch(/^condition-[a-z0-9]{6}$/);
  });

  it('numbers names that are taken', () => {
    expect(uniqueName('Wait', new Set())).toBe('Wait');
    expect(uniqueName('Wait', new Set(['Wait', 'Wait 2']))).toBe('Wait 3');
  });
});

describe('copy and paste', () => {
  const meeting = MEETING_NOTES_TEMPLATE.definition;
  const selected = (ids: string[]) => toFlow(meeting).nodes.map((item) => ({ ...item, selected: ids.includes(item.id) })) as FlowNode[];

  it('copies the selected nodes where they are, with only the connections between them', () => {
    const nodes = selected(['summarise', 'create_task']);
    nodes[1] = { ...nodes[1]!, position: { x: 50, y: 60 } } as FlowNode;
    const fragment = copySelection(nodes, toFlow(meeting).edges)!;
    expect(fragment.nodes.map((item) => item.id)).toEqual(['summarise', 'create_task']);
    expect(fragment.nodes[0]!.position).toEqual({ x: 50, y: 60 });
    expect(fragment.edges.map((item) => item.id)).toEqual(['summarise-out-create_task']);
    expect(copySelection(selected([]), [])).toBeNull();
  });

  it('pastes copies with new ids and names, moved by the offset, with their connections and references renamed', () => {
    const fragment = copySelection(selected(['summarise', 'create_task']), toFlow(meeting).edges)!;
    const { definition: pasted, nodeIds } = pasteFragment(meeting, fragment, { x: 40, y: 40 }, counter());
    expect(nodeIds).toEqual(['action-r0', 'action-r1']);
    const [summary, task] = pasted.nodes.slice(-2) as [AutomationNodeOf<'agent_action'>, AutomationNodeOf<'agent_action'>];
    expect(summary.name).toBe('Summarise the notes 2');
    expect(summary.position).toEqual({ x: 40, y: 180 });
    expect(task.parameters.input.description).toEqual({ type: 'previous', stepId: 'action-r0', path: 'summary' });
    expect(pasted.edges.at(-1)).toEqual({ id: 'edge-r2', source: 'action-r0', sourceHandle: 'out', target: 'action-r1', targetHandle: 'in' });
    expect(pasted.nodes.slice(0, meeting.nodes.length)).toEqual(meeting.nodes);
  });

  it('keeps references to steps that were not copied, and renames condition fields of copied ones', () => {
    const copyTask = copySelection(selected(['create_task']), [])!;
    const task = pasteFragment(meeting, copyTask, { x: 0, y: 0 }, counter()).definition.nodes.at(-1) as AutomationNodeOf<'agent_action'>;
    expect(task.parameters.input.description).toEqual({ type: 'previous', stepId: 'summarise', path: 'summary' });
    const classification = toFlow(template).nodes.map((item) => ({ ...item, selected: item.id === 'classify' || item.id === 'is_hearing' })) as FlowNode[];
    const pasted = pasteFragment(template, copySelection(classification, [])!, { x: 0, y: 0 }, counter()).definition;
    expect((pasted.nodes.at(-1) as AutomationNodeOf<'condition'>).parameters.field).toBe('steps.action-r0.category');
  });
});

describe('the data a node can read', () => {
  it('offers the trigger’s fields', () => {
    const paths = triggerPaths(template).map((item) => item.path);
    expect(paths).toContain('email.subject');
    expect(paths).toContain('email.to');
    expect(triggerPaths(definition([node('end', 'end')], []))).toEqual([]);
  });

  it('offers the outputs of steps that always run before, for conditions as steps.<id>.<output>', () => {
    expect(earlierSteps(template, 'is_hearing').map((item) => item.id)).toEqual(['classify']);
    expect(earlierSteps(template, 'classify')).toEqual([]);
    const paths = conditionPaths(template, 'is_hearing');
    expect(paths).toContainEqual({ path: 'steps.classify.category', type: 'string' });
    expect(paths).toContainEqual({ path: 'email.hasAttachments', type: 'boolean' });
    const branchy = chain(emailTrigger(), node('ok', 'approval'), node('end', 'end'));
    expect(conditionPaths(branchy, 'end').filter((item) => item.path.startsWith('steps.')).map((item) => item.path)).toEqual([
      'steps.ok.outcome',
      'steps.ok.decidedBy',
      'steps.ok.decidedAt',
    ]);
  });
});

describe('what a node says it does', () => {
  it('describes schedules, conditions, waits and approvals in words', () => {
    expect(scheduleText({ type: 'once', startDate: '2026-03-10', time: '09:30', enabled: true })).toBe('Once on 2026-03-10 at 09:30');
    expect(scheduleText({ type: 'recurring', startDate: '2026-03-10', time: '09:30', enabled: false, recurrence: { frequency: 'weekly', interval: 2, daysOfWeek: [1, 3] } })).toBe(
      'Off · Every 2 weeks on Mon, Wed at 09:30',
    );
    expect(scheduleText({ type: 'recurring', startDate: '2026-03-10', time: '08:00', enabled: true, recurrence: { frequency: 'hourly', interval: 1 } })).toBe('Every hour from 08:00');
    expect(conditionsText([], 'Every new e-mail')).toBe('Every new e-mail');
    expect(conditionsText([{ field: 'email.subject', operator: 'startsWith', value: 'Re' }, { field: 'email.cc', operator: 'exists' }], '')).toBe('email.subject starts with "Re" and 1 more');
    expect(delayText({ amount: 1, unit: 'hours' })).toBe('Wait 1 hour');
    expect(delayText({ amount: 3, unit: 'days' })).toBe('Wait 3 days');
    expect(approvalText({ note: '', expiresInSeconds: 172_800, defaultOutcome: 'approve' })).toBe('Decide within 2 days, else approve');
  });

  it('shows a number of seconds in the largest whole unit', () => {
    expect(splitSeconds(5400)).toEqual({ amount: 90, unit: 'minutes' });
    expect(splitSeconds(86_400)).toEqual({ amount: 1, unit: 'days' });
    expect(splitSeconds(45)).toEqual({ amount: 45, unit: 'seconds' });
  });
});
