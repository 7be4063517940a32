/**
 * What changed between two versions of an automation, for the builder's "Compare versions": steps added,
 * removed or changed (name, parameters, retry), and connections added or removed. Moving a step on the
 * canvas is no change. Connections are compared by what they connect, not by their ids, so a connection
 * deleted and drawn again the same way is no change either.
 */
import type { AutomationDefinition, AutomationEdge, AutomationNode } from './definition';
import { NODE_TYPES, resolveHandle } from './node-types';

export type NodeChangeField = 'type' | 'name' | 'parameters' | 'retry';

export interface NodeChange {
  nodeId: string;
  before: AutomationNode;
  after: AutomationNode;
  fields: NodeChangeField[];
  /** The top-level parameters whose values differ, in the order the later version lists them. */
  parameters: string[];
}

export interface DefinitionDiff {
  addedNodes: AutomationNode[];
  removedNodes: AutomationNode[];
  changedNodes: NodeChange[];
  addedEdges: AutomationEdge[];
  removedEdges: AutomationEdge[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Structural equality of JSON-like values; a property set to undefined equals an absent one. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameValue(a[key], b[key])) return false;
  return true;
}

function changedParameters(before: AutomationNode, after: AutomationNode): string[] {
  const a = before.parameters as Record<string, unknown>;
  const b = after.parameters as Record<string, unknown>;
  const keys = [...Object.keys(b), ...Object.keys(a).filter((key) => !(key in b))];
  return keys.filter((key) => !sameValue(a[key], b[key]));
}

function compareNodes(before: AutomationNode, after: AutomationNode): NodeChange | null {
  const fields: NodeChangeField[] = [];
  if (before.type !== after.type) fields.push('type');
  if (before.name !== after.name) fields.push('name');
  const parameters = changedParameters(before, after);
  if (parameters.length > 0) fields.push('parameters');
  if (!sameValue(before.retry, after.retry)) fields.push('retry');
  return fields.length > 0 ? { nodeId: after.id, before, after, fields, parameters } : null;
}

/** An edge by what it connects; an absent handle is the node's only handle on that side. */
function connectionKey(edge: AutomationEdge, nodes: ReadonlyMap<string, AutomationNode>): string {
  const handle = (nodeId: string, side: 'inputs' | 'outputs', id: string | null | undefined) => {
    const node = nodes.get(nodeId);
    const spec = node ? NODE_TYPES[node.type] : undefined;
    return (spec && resolveHandle(spec[side], id)?.id) ?? id ?? '';
  };
  return JSON.stringify([edge.source, handle(edge.source, 'outputs', edge.sourceHandle), edge.target, handle(edge.target, 'inputs', edge.targetHandle)]);
}

function edgesByConnection(definition: AutomationDefinition): Map<string, AutomationEdge> {
  const nodes = new Map(definition.nodes.map((node) => [node.id, node]));
  const byKey = new Map<string, AutomationEdge>();
  for (const edge of definition.edges) {
    const key = connectionKey(edge, nodes);
    if (!byKey.has(key)) byKey.set(key, edge);
  }
  return byKey;
}

/** How `to` differs from `from` (e.g. an older version and a later one). */
export function diffDefinitions(from: AutomationDefinition, to: AutomationDefinition): DefinitionDiff {
  const fromNodes = new Map(from.nodes.map((node) => [node.id, node]));
  const toIds = new Set(to.nodes.map((node) => node.id));
  const changedNodes: NodeChange[] = [];
  const addedNodes: AutomationNode[] = [];
  for (const node of to.nodes) {
    const before = fromNodes.get(node.id);
    if (!before) {
      addedNodes.push(node);
      continue;
    }
    const change = compareNodes(before, node);
    if (change) changedNodes.push(change);
  }
  const fromEdges = edgesByConnection(from);
  const toEdges = edgesByConnection(to);
  return {
    addedNodes,
    removedNodes: from.nodes.filter((node) => !toIds.has(node.id)),
    changedNodes,
    addedEdges: [...toEdges].filter(([key]) => !fromEdges.has(key)).map(([, edge]) => edge),
    removedEdges: [...fromEdges].filter(([key]) => !toEdges.has(key)).map(([, edge]) => edge),
  };
}

export function isEmptyDiff(diff: DefinitionDiff): boolean {
  return diff.addedNodes.length + diff.removedNodes.length + diff.changedNodes.length + diff.addedEdges.length + diff.removedEdges.length === 0;
}
