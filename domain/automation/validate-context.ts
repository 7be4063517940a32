/** What the validation passes share: the definition indexed once, and the problems found so far. */
import type { AutomationDefinition, AutomationNode, TriggerNodeType } from './definition';
import { buildGraph, dominators, type Graph } from './graph';
import { NODE_TYPES } from './node-types';
import { TRIGGER_DATA_SHAPES } from './trigger-data';
import type { Shape } from './value-types';

/** One thing to fix, placed next to the node, connection or field it is about. Field paths are relative to the node. */
export interface ValidationProblem {
  nodeId?: string;
  edgeId?: string;
  field?: string;
  message: string;
}

export interface ValidateOptions {
  /** The user's agent ids; when given, an agent_action must name one of them. */
  knownAgentIds?: readonly string[];
  /** Capabilities by agent id; when given, an agent_action's type must be among its agent's. */
  agentCapabilities?: Readonly<Record<string, readonly string[]>>;
}

export interface ValidationContext {
  definition: AutomationDefinition;
  options: ValidateOptions;
  nodesById: ReadonlyMap<string, AutomationNode>;
  graph: Graph;
  /** The trigger when there is exactly one. */
  trigger: AutomationNode | null;
  /** The trigger's data shape, when known. */
  triggerShape: Shape | null;
  /** Dominators of the nodes reachable from the trigger (graph.ts); empty without a single trigger. */
  dominators: ReadonlyMap<string, ReadonlySet<string>>;
  problems: ValidationProblem[];
}

export function createContext(definition: AutomationDefinition, options: ValidateOptions): ValidationContext {
  const nodesById = new Map<string, AutomationNode>();
  for (const node of definition.nodes) if (!nodesById.has(node.id)) nodesById.set(node.id, node);
  const graph = buildGraph(definition);
  const triggers = definition.nodes.filter((node) => NODE_TYPES[node.type]?.kind === 'trigger');
  const trigger = triggers.length === 1 ? triggers[0]! : null;
  return {
    definition,
    options,
    nodesById,
    graph,
    trigger,
    triggerShape: trigger ? TRIGGER_DATA_SHAPES[trigger.type as TriggerNodeType] : null,
    dominators: trigger ? dominators(graph, trigger.id) : new Map(),
    problems: [],
  };
}

/** Whether `stepId` runs before `nodeId` on every path from the trigger (assumed when the node is not reachable from a single trigger: that is reported on its own). */
export function runsBefore(context: ValidationContext, stepId: string, nodeId: string): boolean {
  if (stepId === nodeId) return false;
  const dom = context.dominators.get(nodeId);
  return dom ? dom.has(stepId) : true;
}
