/**
 * AutomationDefinition ⇄ React Flow nodes and edges. The definition is the truth; the flow elements are
 * a view of it that also holds what React Flow owns (selection, measured size, a drag in progress).
 * Syncing reuses every element whose node, problems and run state are unchanged, so one edit re-renders
 * only the nodes it touched.
 */
import { AUTOMATION_SCHEMA_VERSION, type AutomationDefinition, type AutomationEdge, type AutomationNode, type NodePosition } from '../../../../../../domain/automation/definition';
import { NODE_TYPES, resolveHandle } from '../../../../../../domain/automation/node-types';
import { NO_DECORATIONS, NO_PROBLEMS, runViewOf, sameRunView, sameStrings, type FlowDecorations } from './decorations';
import { FLOW_EDGE_TYPE, type FlowEdge, type FlowEdgeData, type FlowNode, type FlowNodeData } from './flowTypes';

const samePosition = (a: NodePosition, b: NodePosition) => a.x === b.x && a.y === b.y;

function nodeData(node: AutomationNode, decorations: FlowDecorations, old: FlowNodeData | undefined): FlowNodeData {
  const messages = decorations.nodeProblems.get(node.id) ?? NO_PROBLEMS;
  const problems = old && sameStrings(old.problems, messages) ? old.problems : messages;
  const fresh = runViewOf(decorations.runStates?.[node.id]);
  const run = old && sameRunView(old.run, fresh) ? old.run : fresh;
  if (old && old.node === node && old.problems === problems && old.run === run) return old;
  return { node, problems, run };
}

/**
 * The flow nodes for `definition`, reusing `previous` elements where nothing changed (the same array when
 * nothing did). `select`, when given, becomes the selection; otherwise each node keeps its own.
 */
export function syncFlowNodes(previous: readonly FlowNode[], definition: AutomationDefinition, decorations: FlowDecorations, select: ReadonlySet<string> | null = null): FlowNode[] {
  const oldById = new Map(previous.map((flowNode) => [flowNode.id, flowNode]));
  let changed = previous.length !== definition.nodes.length;
  const next = definition.nodes.map((node, index) => {
    const old = oldById.get(node.id);
    const data = nodeData(node, decorations, old?.data);
    // A drag in progress owns the position until it is committed on drag stop.
    const position = old && (old.dragging || samePosition(old.position, node.position)) ? old.position : node.position;
    const selected = select ? select.has(node.id) : (old?.selected ?? false);
    let flowNode: FlowNode;
    if (old && old.data === data && old.position === position && (old.selected ?? false) === selected) flowNode = old;
    else flowNode = { ...old, id: node.id, type: node.type, position, data, selected, ariaLabel: `${NODE_TYPES[node.type].label}: ${node.name}` } as FlowNode;
    if (flowNode !== previous[index]) changed = true;
    return flowNode;
  });
  return changed ? next : (previous as FlowNode[]);
}

function edgeTaken(edge: AutomationEdge, sourceHandle: string | null, decorations: FlowDecorations): boolean {
  const source = decorations.runStates?.[edge.source];
  const target = decorations.runStates?.[edge.target];
  if (!source || !target || source.status !== 'done') return false;
  if (target.status === 'pending' || target.status === 'skipped') return false;
  return source.handle === undefined || source.handle === sourceHandle;
}

function edgeData(edge: AutomationEdge, sourceHandle: string | null, decorations: FlowDecorations, old: FlowEdgeData | undefined): FlowEdgeData {
  const messages = decorations.edgeProblems.get(edge.id) ?? NO_PROBLEMS;
  const problems = old && sameStrings(old.problems, messages) ? old.problems : messages;
  const taken = edgeTaken(edge, sourceHandle, decorations);
  if (old && old.edge === edge && old.problems === problems && old.taken === taken) return old;
  return { edge, problems, taken };
}

/** The flow edges for `definition`, reusing unchanged `previous` ones; a null handle is drawn at the node's only handle. */
export function syncFlowEdges(previous: readonly FlowEdge[], definition: AutomationDefinition, decorations: FlowDecorations): FlowEdge[] {
  const oldById = new Map(previous.map((flowEdge) => [flowEdge.id, flowEdge]));
  const types = new Map(definition.nodes.map((node) => [node.id, NODE_TYPES[node.type]]));
  let changed = previous.length !== definition.edges.length;
  const next = definition.edges.map((edge, index) => {
    const old = oldById.get(edge.id);
    const sourceSpec = types.get(edge.source);
    const targetSpec = types.get(edge.target);
    const sourceHandle = (sourceSpec && resolveHandle(sourceSpec.outputs, edge.sourceHandle)?.id) ?? edge.sourceHandle ?? null;
    const targetHandle = (targetSpec && resolveHandle(targetSpec.inputs, edge.targetHandle)?.id) ?? edge.targetHandle ?? null;
    const data = edgeData(edge, sourceHandle, decorations, old?.data);
    const flowEdge: FlowEdge =
      old && old.data === data
        ? old
        : { ...old, id: edge.id, type: FLOW_EDGE_TYPE, source: edge.source, target: edge.target, sourceHandle, targetHandle, data };
    if (flowEdge !== previous[index]) changed = true;
    return flowEdge;
  });
  return changed ? next : (previous as FlowEdge[]);
}

export function toFlow(definition: AutomationDefinition, decorations: FlowDecorations = NO_DECORATIONS): { nodes: FlowNode[]; edges: FlowEdge[] } {
  return { nodes: syncFlowNodes([], definition, decorations), edges: syncFlowEdges([], definition, decorations) };
}

/** Back to a definition, with the nodes where they are now on the canvas. Unmoved nodes and all edges are the originals. */
export function fromFlow(nodes: readonly FlowNode[], edges: readonly FlowEdge[]): AutomationDefinition {
  return {
    schemaVersion: AUTOMATION_SCHEMA_VERSION,
    nodes: nodes.map((flowNode) => {
      const node = flowNode.data.node as AutomationNode;
      return samePosition(node.position, flowNode.position) ? node : { ...node, position: { x: flowNode.position.x, y: flowNode.position.y } };
    }),
    edges: edges.map((flowEdge) => flowEdge.data.edge),
  };
}
