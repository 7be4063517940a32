/**
 * Which connections a person may draw (React Flow's isValidConnection). The validator reports the same
 * mistakes in stored definitions; here they are refused while drawing.
 */
import type { AutomationDefinition } from '../../../../../../domain/automation/definition';
import { wouldCreateCycle } from '../../../../../../domain/automation/graph';
import { NODE_TYPES, resolveHandle } from '../../../../../../domain/automation/node-types';

export interface ConnectionAttempt {
  source: string;
  target: string;
  sourceHandle?: string | null;
  targetHandle?: string | null;
}

export type ConnectionRefusal = 'missing-node' | 'self-loop' | 'not-an-output' | 'not-an-input' | 'output-full' | 'duplicate' | 'cycle';

export function connectionRefusal(definition: AutomationDefinition, attempt: ConnectionAttempt): ConnectionRefusal | null {
  const source = definition.nodes.find((node) => node.id === attempt.source);
  const target = definition.nodes.find((node) => node.id === attempt.target);
  if (!source || !target) return 'missing-node';
  if (source.id === target.id) return 'self-loop';
  const sourceSpec = NODE_TYPES[source.type];
  const output = resolveHandle(sourceSpec.outputs, attempt.sourceHandle);
  if (!output) return 'not-an-output';
  const targetSpec = NODE_TYPES[target.type];
  const input = resolveHandle(targetSpec.inputs, attempt.targetHandle);
  if (!input) return 'not-an-input';
  const leaving = definition.edges.filter((edge) => edge.source === source.id && resolveHandle(sourceSpec.outputs, edge.sourceHandle)?.id === output.id);
  if (leaving.some((edge) => edge.target === target.id && resolveHandle(targetSpec.inputs, edge.targetHandle)?.id === input.id)) return 'duplicate';
  if (output.maxConnections !== null && leaving.length >= output.maxConnections) return 'output-full';
  if (wouldCreateCycle(definition, source.id, target.id)) return 'cycle';
  return null;
}
