/** Each node's own settings: name, version, retry, and the required parameters of its type. */
import { MAX_APPROVAL_EXPIRY_SECONDS, MIN_APPROVAL_EXPIRY_SECONDS } from '../agents/approval-policy';
import { asDateMillis } from './conditions';
import { APPROVAL_DEFAULT_OUTCOMES, CONDITION_OPERATORS, type AutomationNode, type Condition, type DelayParameters } from './definition';
import { AUTOMATION_MESSAGES as M } from './messages';
import { NODE_TYPES } from './node-types';
import { parseSchedule } from './schedule-parse';
import type { ValidationContext, ValidationProblem } from './validate-context';

export const MAX_RETRY_ATTEMPTS = 10;
export const MAX_RETRY_INTERVAL_SECONDS = 3600;
export const MAX_BACKOFF_COEFFICIENT = 10;
export const MAX_DELAY_SECONDS = 365 * 24 * 60 * 60;

const DELAY_SECONDS = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 } as const;

export function delaySeconds(delay: DelayParameters): number {
  return delay.amount * (DELAY_SECONDS[delay.unit] ?? Number.NaN);
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A condition's own fields (where its field path leads is checked in validate-bindings.ts). */
export function conditionProblems(condition: Condition, prefix: string): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  if (isBlank(condition.field)) problems.push({ field: `${prefix}field`, message: M.conditionField });
  if (!(CONDITION_OPERATORS as readonly string[]).includes(condition.operator)) problems.push({ field: `${prefix}operator`, message: M.conditionOperator });
  else if (condition.operator !== 'exists') {
    if (isBlank(condition.value)) problems.push({ field: `${prefix}value`, message: M.conditionValue });
    else if (condition.operator === 'greaterThan' || condition.operator === 'lessThan') {
      const numeric = isNumber(condition.value) || (typeof condition.value === 'string' && Number.isFinite(Number(condition.value.trim())));
      if (!numeric && asDateMillis(condition.value) === null) problems.push({ field: `${prefix}value`, message: M.conditionOrderedValue });
    }
  }
  return problems;
}

function parameterProblems(node: AutomationNode): Array<{ field: string; message: string }> {
  switch (node.type) {
    case 'condition':
      return conditionProblems(node.parameters, 'parameters.');
    case 'trigger.email_received':
    case 'trigger.webhook':
      return (node.parameters.conditions ?? []).flatMap((condition, index) => conditionProblems(condition, `parameters.conditions.${index}.`));
    case 'trigger.schedule': {
      const parsed = parseSchedule(node.parameters);
      return parsed.ok ? [] : parsed.problems.map((problem) => ({ field: `parameters.${problem.field}`, message: problem.message }));
    }
    case 'agent_action': {
      const problems: Array<{ field: string; message: string }> = [];
      if (isBlank(node.parameters.agentId)) problems.push({ field: 'parameters.agentId', message: M.agentRequired });
      if (isBlank(node.parameters.actionType)) problems.push({ field: 'parameters.actionType', message: M.actionTypeRequired });
      return problems;
    }
    case 'approval': {
      const { expiresInSeconds, defaultOutcome } = node.parameters;
      const problems: Array<{ field: string; message: string }> = [];
      if (!isNumber(expiresInSeconds) || expiresInSeconds < MIN_APPROVAL_EXPIRY_SECONDS || expiresInSeconds > MAX_APPROVAL_EXPIRY_SECONDS) {
        problems.push({ field: 'parameters.expiresInSeconds', message: M.approvalExpiry('1 second', '30 days') });
      }
      if (!(APPROVAL_DEFAULT_OUTCOMES as readonly string[]).includes(defaultOutcome)) {
        problems.push({ field: 'parameters.defaultOutcome', message: M.approvalDefaultOutcome });
      }
      return problems;
    }
    case 'delay': {
      const seconds = delaySeconds(node.parameters);
      if (!isNumber(node.parameters.amount) || !(seconds > 0)) return [{ field: 'parameters.amount', message: M.delayAmount }];
      if (seconds > MAX_DELAY_SECONDS) return [{ field: 'parameters.amount', message: M.delayTooLong('365 days') }];
      return [];
    }
    default:
      return [];
  }
}

function retryProblems(node: AutomationNode): Array<{ field: string; message: string }> {
  const retry = node.retry;
  if (!retry) return [];
  if (!NODE_TYPES[node.type].retryable) return [{ field: 'retry', message: M.retryNotApplicable }];
  const problems: Array<{ field: string; message: string }> = [];
  const { maximumAttempts, initialIntervalSeconds, backoffCoefficient } = retry;
  if (!Number.isInteger(maximumAttempts) || maximumAttempts < 1 || maximumAttempts > MAX_RETRY_ATTEMPTS) {
    problems.push({ field: 'retry.maximumAttempts', message: M.retryAttempts(MAX_RETRY_ATTEMPTS) });
  }
  if (!isNumber(initialIntervalSeconds) || initialIntervalSeconds <= 0 || initialIntervalSeconds > MAX_RETRY_INTERVAL_SECONDS) {
    problems.push({ field: 'retry.initialIntervalSeconds', message: M.retryInterval(MAX_RETRY_INTERVAL_SECONDS) });
  }
  if (!isNumber(backoffCoefficient) || backoffCoefficient < 1 || backoffCoefficient > MAX_BACKOFF_COEFFICIENT) {
    problems.push({ field: 'retry.backoffCoefficient', message: M.retryBackoff(MAX_BACKOFF_COEFFICIENT) });
  }
  return problems;
}

export function checkNodes(context: ValidationContext): void {
  for (const node of context.definition.nodes) {
    const spec = NODE_TYPES[node.type];
    const add = (problem: Omit<ValidationProblem, 'nodeId'>) => context.problems.push({ nodeId: node.id, ...problem });
    if (!spec) {
      add({ field: 'type', message: M.unknownNodeType(String(node.type)) });
      continue;
    }
    if (isBlank(node.name)) add({ field: 'name', message: M.nameRequired });
    if (node.typeVersion > spec.typeVersion) add({ field: 'typeVersion', message: M.newerTypeVersion });
    for (const problem of [...parameterProblems(node), ...retryProblems(node)]) add(problem);
  }
}
