/**
 * The editor's edits as pure functions of a definition. Unchanged nodes and edges keep their identity
 * (the canvas re-renders only what changed), and an edit that changes nothing returns the same definition.
 */
import type { AutomationDefinition, AutomationEdge, AutomationNode, NodePosition } from '../../../../../../domain/automation/definition';

export interface NewConnection {
  source: string;
  sourceHandle: string | null;
  target: string;
  targetHandle: string | null;
}

export function addNodes(definition: AutomationDefinition, nodes: readonly AutomationNode[], edges: readonly AutomationEdge[] = []): AutomationDefinition {
  if (nodes.length === 0 && edges.length === 0) return definition;
  return { ...definition, nodes: [...definition.nodes, ...nodes], edges: [...definition.edges, ...edges] };
}

export function connect(definition: AutomationDefinition, connection: NewConnection, id: string): AutomationDefinition {
  const edge: AutomationEdge = { id, source: connection.source, sourceHandle: connection.sourceHandle, target: connection.target, targetHandle: connection.targetHandle };
  return { ...definition, edges: [...definition.edges, edge] };
}

/** Removes the nodes, every edge touching them, and the edges named. */
export function removeElements(definition: AutomationDefinition, nodeIds: Iterable<string>, edgeIds: Iterable<string>): AutomationDefinition {
  const nodes = new Set(nodeIds);
  const edges = new Set(edgeIds);
  const keptNodes = definition.nodes.filter((node) => !nodes.has(node.id));
  const keptEdges = definition.edges.filter((edge) => !edges.has(edge.id) && !nodes.has(edge.source) && !nodes.has(edge.target));
  if (keptNodes.length === definition.nodes.length && keptEdges.length === definition.edges.length) return definition;
  return { ...definition, nodes: keptNodes, edges: keptEdges };
}

/** Moves nodes to the positions given, rounded to whole pixels. */
export function moveNodes(definition: AutomationDefinition, positions: ReadonlyMap<string, NodePosition>): AutomationDefinition {
  let moved = false;
  const nodes = definition.nodes.map((node) => {
    const position = positions.get(node.id);
    if (!position) return node;
    const x = Math.round(position.x);
    const y = Math.round(position.y);
    if (x === node.position.x && y === node.position.y) return node;
    moved = true;
    return { ...node, position: { x, y } };
  });
  return moved ? { ...definition, nodes } : definition;
}

export function updateNode(definition: AutomationDefinition, nodeId: string, update: (node: AutomationNode) => AutomationNode): AutomationDefinition {
  let updated = false;
  const nodes = definition.nodes.map((node) => {
    if (node.id !== nodeId) return node;
    const next = update(node);
    updated = next !== node;
    return next;
  });
  return updated ? { ...definition, nodes } : definition;
}

const SPOT_GAP = 24;
const MAX_RINGS = 8;

/** Grid cells around the origin, nearest first; at equal distance right, then below, left and above. */
function cellsByDistance(rings: number): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  for (let dy = -rings; dy <= rings; dy++) for (let dx = -rings; dx <= rings; dx++) cells.push([dx, dy]);
  const angle = ([dx, dy]: [number, number]) => (Math.atan2(dy, dx) + 2 * Math.PI) % (2 * Math.PI);
  return cells.sort((a, b) => a[0] ** 2 + a[1] ** 2 - (b[0] ** 2 + b[1] ** 2) || angle(a) - angle(b));
}

const CELLS = cellsByDistance(MAX_RINGS);

/**
 * Where a new node of `size` can go at or near `position` without covering another node (all taken to be
 * about that size): the position itself, else the nearest free cell of a grid around it.
 */
export function freePosition(definition: AutomationDefinition, position: NodePosition, size: { width: number; height: number }): NodePosition {
  const covers = (spot: NodePosition) =>
    definition.nodes.some((node) => Math.abs(node.position.x - spot.x) < size.width + SPOT_GAP && Math.abs(node.position.y - spot.y) < size.height + SPOT_GAP);
  for (const [dx, dy] of CELLS) {
    const spot = { x: position.x + dx * (size.width + SPOT_GAP), y: position.y + dy * (size.height + SPOT_GAP) };
    if (!covers(spot)) return spot;
  }
  return position;
}
