/**
 * Graph walks over a definition, shared by the validator, the editor (isValidConnection) and the interpreter.
 * All walks are iterative, so a large or malformed graph cannot overflow the stack.
 */
import type { AutomationDefinition, AutomationEdge } from './definition';
import { NODE_TYPES, resolveHandle } from './node-types';

export interface Graph {
  nodeIds: readonly string[];
  /** Edges whose both ends exist, by source and by target. */
  outgoing: ReadonlyMap<string, readonly AutomationEdge[]>;
  incoming: ReadonlyMap<string, readonly AutomationEdge[]>;
}

export function buildGraph(definition: Pick<AutomationDefinition, 'nodes' | 'edges'>): Graph {
  const nodeIds = definition.nodes.map((node) => node.id);
  const outgoing = new Map<string, AutomationEdge[]>(nodeIds.map((id) => [id, []]));
  const incoming = new Map<string, AutomationEdge[]>(nodeIds.map((id) => [id, []]));
  for (const edge of definition.edges) {
    if (!outgoing.has(edge.source) || !incoming.has(edge.target)) continue;
    outgoing.get(edge.source)!.push(edge);
    incoming.get(edge.target)!.push(edge);
  }
  return { nodeIds, outgoing, incoming };
}

/** Node ids reachable from `rootId` (itself included), in depth-first reverse postorder: a topological order when acyclic. */
export function reversePostorder(graph: Graph, rootId: string): string[] {
  if (!graph.outgoing.has(rootId)) return [];
  const visited = new Set<string>([rootId]);
  const postorder: string[] = [];
  const stack: Array<{ id: string; next: number }> = [{ id: rootId, next: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const edges = graph.outgoing.get(frame.id) ?? [];
    if (frame.next < edges.length) {
      const target = edges[frame.next++]!.target;
      if (!visited.has(target)) {
        visited.add(target);
        stack.push({ id: target, next: 0 });
      }
    } else {
      postorder.push(frame.id);
      stack.pop();
    }
  }
  return postorder.reverse();
}

export function reachableFrom(graph: Graph, rootId: string): Set<string> {
  return new Set(reversePostorder(graph, rootId));
}

/**
 * Edges that close a loop, found by a depth-first walk (grey = on the current path). Self-loops are left
 * out: they are reported on their own. Walks start from `startIds` first, then from every other node.
 */
export function findBackEdges(graph: Graph, startIds: readonly string[] = []): AutomationEdge[] {
  const colour = new Map<string, 'grey' | 'black'>();
  const backEdges: AutomationEdge[] = [];
  for (const start of [...startIds, ...graph.nodeIds]) {
    if (colour.has(start) || !graph.outgoing.has(start)) continue;
    colour.set(start, 'grey');
    const stack: Array<{ id: string; next: number }> = [{ id: start, next: 0 }];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const edges = graph.outgoing.get(frame.id) ?? [];
      if (frame.next < edges.length) {
        const edge = edges[frame.next++]!;
        if (edge.source === edge.target) continue;
        const seen = colour.get(edge.target);
        if (seen === 'grey') backEdges.push(edge);
        else if (seen === undefined) {
          colour.set(edge.target, 'grey');
          stack.push({ id: edge.target, next: 0 });
        }
      } else {
        colour.set(frame.id, 'black');
        stack.pop();
      }
    }
  }
  return backEdges;
}

/**
 * For each node reachable from the root, the nodes that lie on *every* path from the root to it
 * (its dominators, itself included). A step's output is certainly available to a later node exactly
 * when the step dominates it.
 */
export function dominators(graph: Graph, rootId: string): Map<string, Set<string>> {
  const order = reversePostorder(graph, rootId);
  const dom = new Map<string, Set<string>>();
  for (const id of order) dom.set(id, id === rootId ? new Set([rootId]) : new Set(order));
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of order) {
      if (id === rootId) continue;
      const predecessors = (graph.incoming.get(id) ?? []).map((edge) => edge.source).filter((source) => dom.has(source) && source !== id);
      const [first, ...rest] = predecessors.map((source) => dom.get(source)!);
      const updated = new Set([...(first ?? [])].filter((candidate) => rest.every((theirs) => theirs.has(candidate))));
      updated.add(id);
      if (updated.size !== dom.get(id)!.size) {
        dom.set(id, updated);
        changed = true;
      }
    }
  }
  return dom;
}

/** The interpreter's step: the nodes to run after `nodeId` leaves through output `handleId`. */
export function nextNodeIds(definition: Pick<AutomationDefinition, 'nodes' | 'edges'>, nodeId: string, handleId: string): string[] {
  const node = definition.nodes.find((candidate) => candidate.id === nodeId);
  if (!node) return [];
  const outputs = NODE_TYPES[node.type].outputs;
  return definition.edges.filter((edge) => edge.source === nodeId && resolveHandle(outputs, edge.sourceHandle)?.id === handleId).map((edge) => edge.target);
}

/** Whether adding an edge source → target would close a loop (the editor's isValidConnection). */
export function wouldCreateCycle(definition: Pick<AutomationDefinition, 'nodes' | 'edges'>, source: string, target: string): boolean {
  if (source === target) return true;
  return reachableFrom(buildGraph(definition), target).has(source);
}
