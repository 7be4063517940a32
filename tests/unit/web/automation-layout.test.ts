import { describe, expect, it } from 'vitest';
import type { AutomationDefinition } from '../../../domain/automation/definition';
import { EMAIL_CLASSIFICATION_TEMPLATE } from '../../../domain/automation/templates';
import { DEFAULT_NODE_SIZE, layoutDefinition, type NodeSize } from '../../../web/src/screens/automation/editor/model/layout';
import { chain, definition, edge, emailTrigger, node } from '../automation/builders';

function boxes(laidOut: AutomationDefinition, sizes: ReadonlyMap<string, NodeSize> = new Map()) {
  return laidOut.nodes.map((item) => ({ id: item.id, ...item.position, ...(sizes.get(item.id) ?? DEFAULT_NODE_SIZE) }));
}

function overlapping(laidOut: AutomationDefinition, sizes?: ReadonlyMap<string, NodeSize>): string[] {
  const all = boxes(laidOut, sizes);
  const pairs: string[] = [];
  all.forEach((a, index) => {
    for (const b of all.slice(index + 1)) {
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) pairs.push(`${a.id}/${b.id}`);
    }
  });
  return pairs;
}

const line = chain(emailTrigger(), node('wait', 'delay'), node('end', 'end'));

describe('layoutDefinition', () => {
  it('puts each step of a chain below the previous one, in one column, top to bottom', () => {
    const laidOut = layoutDefinition(line, 'TB');
    const [trigger, wait, end] = laidOut.nodes.map((item) => item.position);
    expect(wait!.y).toBeGreaterThanOrEqual(trigger!.y + DEFAULT_NODE_SIZE.height);
    expect(end!.y).toBeGreaterThanOrEqual(wait!.y + DEFAULT_NODE_SIZE.height);
    expect(new Set([trigger!.x, wait!.x, end!.x]).size).toBe(1);
  });

  it('lays the same chain out left to right', () => {
    const [trigger, wait, end] = layoutDefinition(line, 'LR').nodes.map((item) => item.position);
    expect(wait!.x).toBeGreaterThanOrEqual(trigger!.x + DEFAULT_NODE_SIZE.width);
    expect(end!.x).toBeGreaterThanOrEqual(wait!.x + DEFAULT_NODE_SIZE.width);
    expect(new Set([trigger!.y, wait!.y, end!.y]).size).toBe(1);
  });

  it('places branches side by side without overlaps, and a node after its predecessors', () => {
    const laidOut = layoutDefinition(EMAIL_CLASSIFICATION_TEMPLATE.definition, 'TB');
    expect(overlapping(laidOut)).toEqual([]);
    const y = new Map(laidOut.nodes.map((item) => [item.id, item.position.y]));
    for (const connection of laidOut.edges) expect(y.get(connection.target)!).toBeGreaterThan(y.get(connection.source)!);
    const positions = laidOut.nodes.map((item) => item.position);
    expect(positions.every(({ x, y: top }) => Number.isInteger(x) && Number.isInteger(top))).toBe(true);
  });

  it('makes room for the measured size of each node', () => {
    const wide = new Map<string, NodeSize>([['wait', { width: 600, height: 300 }]]);
    const branches = definition(
      [emailTrigger(), node('wait', 'delay'), node('other', 'delay'), node('end', 'end')],
      [edge('trigger', 'wait'), edge('trigger', 'other'), edge('wait', 'end'), edge('other', 'end')],
    );
    const laidOut = layoutDefinition(branches, 'TB', wide);
    expect(overlapping(laidOut, wide)).toEqual([]);
    const byId = new Map(laidOut.nodes.map((item) => [item.id, item.position]));
    expect(byId.get('end')!.y).toBeGreaterThanOrEqual(byId.get('wait')!.y + 300);
  });

  it('lays out nodes that nothing connects, apart from the rest', () => {
    const loose = definition([emailTrigger(), node('end', 'end'), node('alone', 'delay')], [edge('trigger', 'end')]);
    expect(overlapping(layoutDefinition(loose, 'TB'))).toEqual([]);
  });

  it('changes only positions, and leaves an already laid-out definition as it is', () => {
    const laidOut = layoutDefinition(EMAIL_CLASSIFICATION_TEMPLATE.definition, 'TB');
    expect(laidOut.edges).toBe(EMAIL_CLASSIFICATION_TEMPLATE.definition.edges);
    laidOut.nodes.forEach((item, index) => {
      const { position: _moved, ...rest } = item;
      const { position: _before, ...original } = EMAIL_CLASSIFICATION_TEMPLATE.definition.nodes[index]!;
      expect(rest).toEqual(original);
    });
    expect(layoutDefinition(laidOut, 'TB')).toBe(laidOut);
  });
});
