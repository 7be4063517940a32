/**
 * Copy and paste of selected nodes with the connections between them. Pasted nodes get new ids and
 * names, and references among the copied steps (a `previous` input, a `steps.<id>` condition field)
 * follow them to the copies.
 */
import { splitPath } from '../../../../../../domain/automation/data-path';
import type { AutomationDefinition, AutomationEdge, AutomationNode, InputBinding, NodePosition } from '../../../../../../domain/automation/definition';
import { fromFlow } from './flowConversion';
import type { FlowEdge, FlowNode } from './flowTypes';
import { newEdgeId, newNodeId, randomSuffix, uniqueName, type RandomSuffix } from './ids';
import { addNodes } from './operations';

export interface Fragment {
  nodes: readonly AutomationNode[];
  edges: readonly AutomationEdge[];
}

/** The selected nodes where they are now, and the edges whose both ends are selected; null when nothing is selected. */
export function copySelection(nodes: readonly FlowNode[], edges: readonly FlowEdge[]): Fragment | null {
  const selected = nodes.filter((node) => node.selected);
  if (selected.length === 0) return null;
  const ids = new Set(selected.map((node) => node.id));
  const { nodes: copied, edges: inner } = fromFlow(
    selected,
    edges.filter((edge) => ids.has(edge.source) && ids.has(edge.target)),
  );
  return { nodes: copied, edges: inner };
}

function remapField(field: string, ids: ReadonlyMap<string, string>): string {
  const [root, stepId, ...rest] = splitPath(field);
  const renamed = stepId === undefined ? undefined : ids.get(stepId);
  if (root !== 'steps' || renamed === undefined) return field;
  return ['steps', renamed, ...rest].join('.');
}

function remapReferences(node: AutomationNode, ids: ReadonlyMap<string, string>): AutomationNode {
  if (node.type === 'condition') {
    const field = remapField(node.parameters.field, ids);
    return field === node.parameters.field ? node : { ...node, parameters: { ...node.parameters, field } };
  }
  if (node.type !== 'agent_action') return node;
  const input: Record<string, InputBinding> = {};
  for (const [name, binding] of Object.entries(node.parameters.input)) {
    const renamed = binding.type === 'previous' ? ids.get(binding.stepId) : undefined;
    input[name] = binding.type === 'previous' && renamed !== undefined ? { ...binding, stepId: renamed } : binding;
  }
  return { ...node, parameters: { ...node.parameters, input } };
}

export interface PasteResult {
  definition: AutomationDefinition;
  nodeIds: string[];
}

export function pasteFragment(definition: AutomationDefinition, fragment: Fragment, offset: NodePosition, random: RandomSuffix = randomSuffix): PasteResult {
  const takenIds = new Set(definition.nodes.map((node) => node.id));
  const takenNames = new Set(definition.nodes.map((node) => node.name));
  const ids = new Map<string, string>();
  for (const node of fragment.nodes) {
    const id = newNodeId(node.type, takenIds, random);
    takenIds.add(id);
    ids.set(node.id, id);
  }
  const nodes = fragment.nodes.map((node) => {
    const name = uniqueName(node.name, takenNames);
    takenNames.add(name);
    const moved = { ...node, id: ids.get(node.id)!, name, position: { x: node.position.x + offset.x, y: node.position.y + offset.y } } as AutomationNode;
    return remapReferences(moved, ids);
  });
  const takenEdgeIds = new Set(definition.edges.map((edge) => edge.id));
  const edges = fragment.edges.map((edge) => {
    const id = newEdgeId(takenEdgeIds, random);
    takenEdgeIds.add(id);
    return { ...edge, id, source: ids.get(edge.source)!, target: ids.get(edge.target)! };
  });
  return { definition: addNodes(definition, nodes, edges), nodeIds: nodes.map((node) => node.id) };
}
