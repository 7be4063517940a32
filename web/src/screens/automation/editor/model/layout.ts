/** Auto-layout: dagre ranks the graph from the trigger down (or across) and the nodes move there. */
import dagre from '@dagrejs/dagre';
import type { AutomationDefinition, NodePosition } from '../../../../../../domain/automation/definition';
import { moveNodes } from './operations';

export type LayoutDirection = 'TB' | 'LR';

export interface NodeSize {
  width: number;
  height: number;
}

/** Used for nodes the canvas has not measured (the node's CSS width, a typical height). */
export const DEFAULT_NODE_SIZE: NodeSize = { width: 240, height: 96 };

const NODE_GAP = 48;
const RANK_GAP = 72;

/** The definition with its nodes laid out; positions are whole pixels, top-left corners as React Flow wants them. */
export function layoutDefinition(definition: AutomationDefinition, direction: LayoutDirection, sizes: ReadonlyMap<string, NodeSize> = new Map()): AutomationDefinition {
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir: direction, nodesep: NODE_GAP, ranksep: RANK_GAP });
  graph.setDefaultEdgeLabel(() => ({}));
  const sizeOf = (id: string) => sizes.get(id) ?? DEFAULT_NODE_SIZE;
  for (const node of definition.nodes) graph.setNode(node.id, { ...sizeOf(node.id) });
  for (const edge of definition.edges) {
    if (graph.hasNode(edge.source) && graph.hasNode(edge.target)) graph.setEdge(edge.source, edge.target, {}, edge.id);
  }
  dagre.layout(graph);
  const positions = new Map<string, NodePosition>();
  for (const node of definition.nodes) {
    const { x, y } = graph.node(node.id);
    const { width, height } = sizeOf(node.id);
    positions.set(node.id, { x: Math.round(x - width / 2), y: Math.round(y - height / 2) });
  }
  return moveNodes(definition, positions);
}
