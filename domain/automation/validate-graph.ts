/** The whole-graph rules: one trigger, unique ids, connections between existing handles, reachability, no loops. */
import type { AutomationEdge } from './definition';
import { findBackEdges, reachableFrom } from './graph';
import { AUTOMATION_MESSAGES as M } from './messages';
import { NODE_TYPES, resolveHandle } from './node-types';
import type { ValidationContext } from './validate-context';

export function checkIds(context: ValidationContext): void {
  const nodeIds = new Set<string>();
  for (const node of context.definition.nodes) {
    if (nodeIds.has(node.id)) context.problems.push({ nodeId: node.id, field: 'id', message: M.duplicateNodeId(node.id) });
    nodeIds.add(node.id);
  }
  const edgeIds = new Set<string>();
  for (const edge of context.definition.edges) {
    if (edgeIds.has(edge.id)) context.problems.push({ edgeId: edge.id, message: M.duplicateEdgeId(edge.id) });
    edgeIds.add(edge.id);
  }
}

export function checkTrigger(context: ValidationContext): void {
  const triggers = context.definition.nodes.filter((node) => NODE_TYPES[node.type]?.kind === 'trigger');
  if (triggers.length === 0) context.problems.push({ message: M.exactlyOneTrigger });
  if (triggers.length > 1) for (const trigger of triggers) context.problems.push({ nodeId: trigger.id, message: M.exactlyOneTrigger });
  if (context.trigger && (context.graph.outgoing.get(context.trigger.id) ?? []).length === 0) {
    context.problems.push({ nodeId: context.trigger.id, message: M.triggerNotConnected });
  }
}

/** Edge ends must exist, with handles their node types have; single-use outputs are used once. */
export function checkEdges(context: ValidationContext): void {
  const used = new Map<string, AutomationEdge[]>();
  const seen = new Set<string>();
  for (const edge of context.definition.edges) {
    const source = context.nodesById.get(edge.source);
    const target = context.nodesById.get(edge.target);
    const add = (message: string) => context.problems.push({ edgeId: edge.id, message });
    if (!source) add(M.missingSource);
    if (!target) add(M.missingTarget);
    if (!source || !target) continue;
    if (edge.source === edge.target) add(M.selfLoop);
    const sourceSpec = NODE_TYPES[source.type];
    const targetSpec = NODE_TYPES[target.type];
    if (!sourceSpec || !targetSpec) continue;
    const outputs = sourceSpec.outputs.map((handle) => handle.id);
    const output = resolveHandle(sourceSpec.outputs, edge.sourceHandle);
    if (outputs.length === 0) add(M.noOutput(source.name || sourceSpec.label));
    else if (!output && edge.sourceHandle) add(M.unknownOutput(source.name || sourceSpec.label, edge.sourceHandle, outputs));
    else if (!output) add(M.chooseOutput(outputs));
    if (targetSpec.inputs.length === 0) add(M.noInput);
    else if (!resolveHandle(targetSpec.inputs, edge.targetHandle)) add(M.unknownInput(edge.targetHandle ?? ''));
    if (!output) continue;
    const key = `${edge.source}\u0000${output.id}`;
    const connection = `${key}\u0000${edge.target}`;
    if (seen.has(connection)) add(M.duplicateConnection);
    seen.add(connection);
    const list = used.get(key) ?? [];
    list.push(edge);
    used.set(key, list);
    if (output.maxConnections !== null && list.length > output.maxConnections) add(M.outputUsedTwice(output.id));
  }
}

/** Every node reachable from the trigger; no loops (each edge that closes one is named). */
export function checkReachabilityAndLoops(context: ValidationContext): void {
  if (context.trigger) {
    const reachable = reachableFrom(context.graph, context.trigger.id);
    for (const node of context.definition.nodes) {
      if (!reachable.has(node.id) && NODE_TYPES[node.type]?.kind !== 'trigger') context.problems.push({ nodeId: node.id, message: M.unreachable });
    }
  }
  for (const edge of findBackEdges(context.graph, context.trigger ? [context.trigger.id] : [])) {
    context.problems.push({ edgeId: edge.id, message: M.cycle });
  }
}
