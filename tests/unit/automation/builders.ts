/** Small builders for definitions in tests. */
import {
  AUTOMATION_SCHEMA_VERSION,
  type AutomationDefinition,
  type AutomationEdge,
  type AutomationNode,
  type AutomationNodeOf,
  type InputBinding,
  type NodeParametersByType,
  type NodeType,
} from '../../../domain/automation/definition';
import { defaultParameters, NODE_TYPES } from '../../../domain/automation/node-types';

export function node<T extends NodeType>(id: string, type: T, parameters?: Partial<NodeParametersByType[T]>, extra: Partial<AutomationNodeOf<T>> = {}): AutomationNode {
  return { id, type, typeVersion: 1, name: id, position: { x: 0, y: 0 }, parameters: { ...defaultParameters(type), ...parameters }, ...extra } as AutomationNode;
}

export const emailTrigger = (id = 'trigger', conditions: NodeParametersByType['trigger.email_received']['conditions'] = []) => node(id, 'trigger.email_received', { conditions });

export function action(id: string, actionType: string, input: Record<string, InputBinding>, extra: Partial<NodeParametersByType['agent_action']> = {}): AutomationNode {
  return node(id, 'agent_action', { agentId: 'agent-1', actionType, input, ...extra });
}

export const fromEmail: Record<string, InputBinding> = {
  accountId: { type: 'dynamic', path: 'email.accountId' },
  messageId: { type: 'dynamic', path: 'email.id' },
};

export function edge(source: string, target: string, sourceHandle: string | null = 'out', id = `${source}:${sourceHandle}->${target}`): AutomationEdge {
  return { id, source, sourceHandle, target, targetHandle: 'in' };
}

export function definition(nodes: AutomationNode[], edges: AutomationEdge[]): AutomationDefinition {
  return { schemaVersion: AUTOMATION_SCHEMA_VERSION, nodes, edges };
}

/** A straight line trigger → … → last, each node leaving through its first output ('out', 'true', 'approved'). */
export function chain(...nodes: AutomationNode[]): AutomationDefinition {
  return definition(
    nodes,
    nodes.slice(1).map((current, index) => edge(nodes[index]!.id, current.id, NODE_TYPES[nodes[index]!.type].outputs[0]?.id ?? 'out')),
  );
}
