/**
 * Where data comes from: agent_action inputs (static, dynamic, previous), output mappings, condition field
 * paths, and the agent behind each action (known, and capable of it when capabilities are given).
 */
import { isActionType } from '../agents/action-types';
import { ACTION_CATALOGUE, APPROVAL_OUTPUTS } from './action-catalogue';
import { placeholderAgentType } from './agent-placeholder';
import type { AutomationNode, AutomationNodeOf, InputBinding } from './definition';
import { AUTOMATION_MESSAGES as M } from './messages';
import { splitPath } from './data-path';
import { runsBefore, type ValidationContext, type ValidationProblem } from './validate-context';
import { describeType, isCompatible, shapeAt, typeOfValue, type Shape, type ValueType } from './value-types';

type Resolved = { type: ValueType } | { message: string } | null;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What a node gives later nodes, or null when it gives nothing. */
export function stepOutputShape(node: AutomationNode): Shape | null {
  if (node.type === 'approval') return APPROVAL_OUTPUTS;
  if (node.type !== 'agent_action') return null;
  const { actionType, outputMapping } = node.parameters;
  if (!isActionType(actionType)) return 'unknown';
  const outputs = ACTION_CATALOGUE[actionType].outputs;
  const mapped: Record<string, Shape> = {};
  for (const [name, path] of Object.entries(outputMapping ?? {})) {
    const lookup = shapeAt(outputs, path);
    mapped[name] = lookup.found ? lookup.shape : 'unknown';
  }
  return { ...outputs, ...mapped };
}

function triggerPath(context: ValidationContext, path: string, unknown: (path: string) => string): Resolved {
  if (!context.triggerShape) return null;
  const lookup = shapeAt(context.triggerShape, path);
  return lookup.found ? { type: lookup.type } : { message: unknown(path) };
}

function stepPath(context: ValidationContext, nodeId: string, stepId: string, path: string): Resolved {
  if (isBlank(stepId)) return { message: M.previousStepRequired };
  const step = context.nodesById.get(stepId);
  if (!step) return { message: M.previousStepMissing(stepId) };
  const name = step.name || step.id;
  const shape = stepOutputShape(step);
  if (shape === null) return { message: M.previousStepNoOutput(name) };
  if (!runsBefore(context, stepId, nodeId)) return { message: M.previousStepNotBefore(name) };
  const lookup = shapeAt(shape, path);
  return lookup.found ? { type: lookup.type } : { message: M.previousPathUnknown(name, path) };
}

/** A condition's field: a trigger field, or `steps.<nodeId>.<path>` for an earlier step's output. */
function fieldPath(context: ValidationContext, nodeId: string, field: string, allowSteps: boolean): Resolved {
  if (isBlank(field)) return null;
  const [root, stepId, ...rest] = splitPath(field);
  if (allowSteps && root === 'steps') return stepPath(context, nodeId, stepId ?? '', rest.join('.'));
  return triggerPath(context, field, allowSteps ? M.unknownField : M.unknownTriggerField);
}

function isGiven(binding: InputBinding | undefined): boolean {
  if (!binding) return false;
  if (binding.type === 'static') return !isBlank(binding.value) && !(Array.isArray(binding.value) && binding.value.length === 0);
  if (binding.type === 'dynamic') return !isBlank(binding.path);
  return !isBlank(binding.stepId);
}

function checkAgent(context: ValidationContext, node: AutomationNodeOf<'agent_action'>, add: (field: string, message: string) => void): void {
  const { agentId, actionType } = node.parameters;
  const { knownAgentIds, agentCapabilities } = context.options;
  if (!isBlank(actionType) && !isActionType(actionType)) add('parameters.actionType', M.unknownActionType(actionType));
  if (isBlank(agentId)) return;
  const placeholder = placeholderAgentType(agentId) !== null;
  if (knownAgentIds && placeholder) add('parameters.agentId', M.agentRequired);
  else if (knownAgentIds && !knownAgentIds.includes(agentId)) add('parameters.agentId', M.agentUnknown);
  else if (!placeholder && agentCapabilities && isActionType(actionType)) {
    const capabilities = agentCapabilities[agentId];
    if (capabilities && !capabilities.includes(actionType)) add('parameters.agentId', M.missingCapability(actionType));
  }
}

function checkAgentAction(context: ValidationContext, node: AutomationNodeOf<'agent_action'>): void {
  const add = (field: string, message: string) => context.problems.push({ nodeId: node.id, field, message });
  checkAgent(context, node, add);
  const { actionType, input, outputMapping } = node.parameters;
  const spec = isActionType(actionType) ? ACTION_CATALOGUE[actionType] : null;
  for (const [param, binding] of Object.entries(input ?? {})) {
    const expected = spec?.inputs[param];
    const label = expected?.label ?? param;
    const field = `parameters.input.${param}`;
    if (binding.type === 'static') {
      if (expected && isGiven(binding) && !isCompatible(expected.type, typeOfValue(binding.value))) add(field, M.inputStaticType(label, describeType(expected.type)));
      continue;
    }
    if (binding.type === 'dynamic' && isBlank(binding.path)) {
      add(field, M.dynamicPathRequired);
      continue;
    }
    const resolved = binding.type === 'dynamic' ? triggerPath(context, binding.path, M.unknownTriggerField) : stepPath(context, node.id, binding.stepId, binding.path);
    if (resolved && 'message' in resolved) add(field, resolved.message);
    else if (resolved && expected && !isCompatible(expected.type, resolved.type)) {
      const path = binding.type === 'dynamic' ? binding.path : `${binding.stepId}.${binding.path}`;
      add(field, M.inputMappedType(label, describeType(expected.type), path, describeType(resolved.type)));
    }
  }
  if (spec) {
    for (const [param, inputSpec] of Object.entries(spec.inputs)) {
      if (inputSpec.required && !isGiven(input?.[param])) add(`parameters.input.${param}`, M.inputRequired(inputSpec.label));
    }
    if (spec.oneOf && !spec.oneOf.groups.some((group) => group.every((param) => isGiven(input?.[param])))) add('parameters.input', spec.oneOf.message);
  }
  for (const [name, path] of Object.entries(outputMapping ?? {})) {
    if (isBlank(name)) add('parameters.outputMapping', M.outputNameRequired);
    else if (spec && !shapeAt(spec.outputs, path).found) add(`parameters.outputMapping.${name}`, M.outputPathUnknown(path));
  }
}

export function checkBindings(context: ValidationContext): void {
  for (const node of context.definition.nodes) {
    const add = (problem: Omit<ValidationProblem, 'nodeId'>) => context.problems.push({ nodeId: node.id, ...problem });
    if (node.type === 'agent_action') checkAgentAction(context, node);
    if (node.type === 'condition') {
      const resolved = fieldPath(context, node.id, node.parameters.field, true);
      if (resolved && 'message' in resolved) add({ field: 'parameters.field', message: resolved.message });
    }
    if (node.type === 'trigger.email_received' || node.type === 'trigger.webhook') {
      (node.parameters.conditions ?? []).forEach((condition, index) => {
        const resolved = fieldPath(context, node.id, condition.field, false);
        if (resolved && 'message' in resolved) add({ field: `parameters.conditions.${index}.field`, message: resolved.message });
      });
    }
  }
}
