/** Small builders for definitions written in code (the templates, swarms and drafted suggestions). */
import type { AutomationEdge, AutomationNode, InputBinding } from './definition';

/** The message an e-mail trigger started the run with, as an agent action's input. */
export const FROM_EMAIL = {
  accountId: { type: 'dynamic', path: 'email.accountId' },
  messageId: { type: 'dynamic', path: 'email.id' },
} as const satisfies Record<string, InputBinding>;

/** A node at type version 1. */
export const node = <N extends AutomationNode>(value: Omit<N, 'typeVersion'>): N => ({ typeVersion: 1, ...value }) as N;

/** An edge from a source handle ('out', or a condition's 'true'/'false') to the target's input. */
export const edge = (source: string, target: string, sourceHandle = 'out'): AutomationEdge => ({ id: `${source}-${sourceHandle}-${target}`, source, sourceHandle, target, targetHandle: 'in' });
