import type { AutomationDefinition, AutomationEdge, AutomationNode } from '../../domain/automation/definition';
import { createNode } from '../../domain/automation/node-types';

/**
 * A valid automation of `nodeCount` nodes and `edgeCount` edges for the editor benchmark: a manual
 * trigger, then short waits laid out on a grid, joined as a binary tree (every node reachable) plus
 * forward edges to reach the edge count (still acyclic).
 */
export function largeAutomation(nodeCount: number, edgeCount: number): AutomationDefinition {
  if (edgeCount < nodeCount - 1) throw new Error('A connected graph needs at least nodeCount - 1 edges.');
  const columns = Math.ceil(Math.sqrt(nodeCount));
  const position = (index: number) => ({ x: (index % columns) * 260, y: Math.floor(index / columns) * 140 });
  const nodes: AutomationNode[] = [createNode('trigger.manual', 'n0', position(0), 'Start')];
  for (let index = 1; index < nodeCount; index++) {
    const wait = createNode('delay', `n${index}`, position(index), `Wait ${index}`);
    wait.parameters = { amount: 1, unit: 'seconds' };
    nodes.push(wait);
  }
  const edges: AutomationEdge[] = [];
  const seen = new Set<string>();
  const connect = (source: number, target: number) => {
    const key = `${source}->${target}`;
    if (seen.has(key)) return false;
    seen.add(key);
    edges.push({ id: `e${edges.length}`, source: `n${source}`, sourceHandle: 'out', target: `n${target}`, targetHandle: 'in' });
    return true;
  };
  for (let index = 1; index < nodeCount; index++) connect(Math.floor((index - 1) / 2), index);
  for (let source = 1, stride = 3; edges.length < edgeCount; source = (source % (nodeCount - 2)) + 1) {
    const target = source + stride;
    if (target < nodeCount) connect(source, target);
    if (source === nodeCount - 2) stride += 1;
  }
  return { schemaVersion: 1, nodes, edges };
}
