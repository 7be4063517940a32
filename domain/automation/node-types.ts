/**
 * What each node type is, as data the editor (palette, handles, isValidConnection) and the validator share.
 */
import { AGENT_ACTION_RETRY, DEFAULT_APPROVAL_EXPIRY_SECONDS } from '../agents/approval-policy';
import type { AutomationNodeOf, NodeParametersByType, NodePosition, NodeType, RetryPolicy } from './definition';

export interface HandleSpec {
  /** The React Flow handle id, stored as the edge's sourceHandle/targetHandle. */
  id: string;
  label: string;
  /** How many edges may leave this output; null = any number (parallel branches). */
  maxConnections: number | null;
}

export interface NodeTypeSpec {
  label: string;
  kind: 'trigger' | 'step';
  /** Current version of the parameter shape; stored on each node as typeVersion. */
  typeVersion: number;
  inputs: readonly HandleSpec[];
  outputs: readonly HandleSpec[];
  /** Whether a per-node retry policy applies (only nodes that run an activity). */
  retryable: boolean;
  /** Whether later nodes can read this node's output (by its id). */
  hasOutput: boolean;
}

/** The retry an agent_action gets without its own (seed 001 §9: 3 attempts, 1 s, doubling). */
export const DEFAULT_NODE_RETRY: RetryPolicy = {
  maximumAttempts: AGENT_ACTION_RETRY.maximumAttempts,
  initialIntervalSeconds: AGENT_ACTION_RETRY.initialIntervalMs / 1000,
  backoffCoefficient: AGENT_ACTION_RETRY.backoffCoefficient,
};

export const IN_HANDLE = 'in';
export const OUT_HANDLE = 'out';

const input: HandleSpec = { id: IN_HANDLE, label: 'In', maxConnections: null };
const out: HandleSpec = { id: OUT_HANDLE, label: 'Then', maxConnections: null };
const once = (id: string, label: string): HandleSpec => ({ id, label, maxConnections: 1 });

const trigger = (label: string): NodeTypeSpec => ({ label, kind: 'trigger', typeVersion: 1, inputs: [], outputs: [out], retryable: false, hasOutput: false });

export const NODE_TYPES: Record<NodeType, NodeTypeSpec> = {
  'trigger.manual': trigger('Run by hand'),
  'trigger.email_received': trigger('E-mail received'),
  'trigger.schedule': trigger('On a schedule'),
  'trigger.webhook': trigger('Webhook called'),
  condition: {
    label: 'Condition',
    kind: 'step',
    typeVersion: 1,
    inputs: [input],
    outputs: [once('true', 'True'), once('false', 'False')],
    retryable: false,
    hasOutput: false,
  },
  agent_action: { label: 'Agent action', kind: 'step', typeVersion: 1, inputs: [input], outputs: [out], retryable: true, hasOutput: true },
  approval: {
    label: 'Approval',
    kind: 'step',
    typeVersion: 1,
    inputs: [input],
    outputs: [once('approved', 'Approved'), once('rejected', 'Rejected')],
    retryable: false,
    hasOutput: true,
  },
  delay: { label: 'Wait', kind: 'step', typeVersion: 1, inputs: [input], outputs: [out], retryable: false, hasOutput: false },
  end: { label: 'End', kind: 'step', typeVersion: 1, inputs: [input], outputs: [], retryable: false, hasOutput: false },
};

/** The handle an edge end refers to; a null/absent id means the side's only handle. Null when there is none. */
export function resolveHandle(handles: readonly HandleSpec[], id: string | null | undefined): HandleSpec | null {
  if (id === null || id === undefined || id === '') return handles.length === 1 ? handles[0]! : null;
  return handles.find((handle) => handle.id === id) ?? null;
}

/** Parameters a freshly dropped node starts with (the editor's palette). */
export function defaultParameters<T extends NodeType>(type: T): NodeParametersByType[T] {
  const defaults: NodeParametersByType = {
    'trigger.manual': {},
    'trigger.email_received': { conditions: [] },
    'trigger.schedule': { type: 'once', startDate: '', time: '09:00', enabled: true },
    'trigger.webhook': { conditions: [] },
    condition: { field: '', operator: 'equals', value: '' },
    agent_action: { agentId: '', actionType: '', input: {}, outputMapping: {} },
    approval: { note: '', expiresInSeconds: DEFAULT_APPROVAL_EXPIRY_SECONDS, defaultOutcome: 'reject' },
    delay: { amount: 1, unit: 'hours' },
    end: {},
  };
  return defaults[type];
}

/** A new node of a type with its defaults; ids come from the caller (no randomness in domain code). */
export function createNode<T extends NodeType>(type: T, id: string, position: NodePosition, name = NODE_TYPES[type].label): AutomationNodeOf<T> {
  return { id, type, typeVersion: NODE_TYPES[type].typeVersion, name, position, parameters: defaultParameters(type) };
}
