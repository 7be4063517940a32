/**
 * The data a node can read, for the side panel's pickers: the trigger's fields (TRIGGER_DATA_SHAPES) and
 * the outputs of the steps that always run before the node (the validator's rule for `previous`).
 */
import { isTriggerType, type AutomationDefinition, type AutomationNode } from '../../../../../../domain/automation/definition';
import { buildGraph, dominators } from '../../../../../../domain/automation/graph';
import { TRIGGER_DATA_SHAPES } from '../../../../../../domain/automation/trigger-data';
import { stepOutputShape } from '../../../../../../domain/automation/validate-bindings';
import type { Shape, ValueType } from '../../../../../../domain/automation/value-types';

export interface DataPath {
  path: string;
  type: ValueType;
}

/** Every leaf field of a shape as a dot path (`email.subject`); a shape that is itself a leaf has none. */
export function shapePaths(shape: Shape, prefix = ''): DataPath[] {
  if (typeof shape === 'string') return prefix === '' ? [] : [{ path: prefix, type: shape }];
  return Object.entries(shape).flatMap(([field, inner]) => shapePaths(inner, prefix === '' ? field : `${prefix}.${field}`));
}

function triggerOf(definition: AutomationDefinition): AutomationNode | null {
  const triggers = definition.nodes.filter((node) => isTriggerType(node.type));
  return triggers.length === 1 ? triggers[0]! : null;
}

export function triggerPaths(definition: AutomationDefinition): DataPath[] {
  const trigger = triggerOf(definition);
  return trigger && isTriggerType(trigger.type) ? shapePaths(TRIGGER_DATA_SHAPES[trigger.type]) : [];
}

/** Steps with output that run before `nodeId` on every path from the trigger (all steps with output when that is unknown). */
export function earlierSteps(definition: AutomationDefinition, nodeId: string): AutomationNode[] {
  const withOutput = definition.nodes.filter((node) => node.id !== nodeId && stepOutputShape(node) !== null);
  const trigger = triggerOf(definition);
  if (!trigger) return withOutput;
  const dominatorsOfNode = dominators(buildGraph(definition), trigger.id).get(nodeId);
  return dominatorsOfNode ? withOutput.filter((node) => dominatorsOfNode.has(node.id)) : withOutput;
}

export function stepPaths(step: AutomationNode): DataPath[] {
  const shape = stepOutputShape(step);
  return shape === null ? [] : shapePaths(shape);
}

/** What a condition can check: trigger fields and `steps.<id>.<output>` of earlier steps. */
export function conditionPaths(definition: AutomationDefinition, nodeId: string): DataPath[] {
  const steps = earlierSteps(definition, nodeId).flatMap((step) => stepPaths(step).map(({ path, type }) => ({ path: `steps.${step.id}.${path}`, type })));
  return [...triggerPaths(definition), ...steps];
}
