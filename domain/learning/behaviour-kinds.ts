/**
 * What each kind of behaviour means to the learning service: the area it belongs to, the agent capabilities
 * an automation of it needs, and how complex it is to hand over (0–1). The complexity is a judgement of the
 * risk and effort of the action: filing mail by a fixed rule is simple (label, archive 0.2, move 0.3), a task
 * or a calendar block needs some judgement (0.4, 0.5), a reply needs writing (0.7), and deciding on an
 * agent's proposals is the most delicate (approve or reject 0.6, edit 0.8). Reading is trivial (0.1).
 */
import type { LearningArea } from './types';

export interface BehaviourKind {
  area: LearningArea;
  requiredCapabilities: string[];
  complexity: number;
  /** "You … around 09:00" */
  verb: string;
}

export const BEHAVIOUR_KINDS: Record<string, BehaviourKind> = {
  'email.read': { area: 'email', requiredCapabilities: [], complexity: 0.1, verb: 'read e-mail' },
  'email.label': { area: 'email', requiredCapabilities: ['email.label'], complexity: 0.2, verb: 'label e-mail' },
  'email.archive': { area: 'email', requiredCapabilities: ['email.archive'], complexity: 0.2, verb: 'archive e-mail' },
  'email.move': { area: 'email', requiredCapabilities: ['email.move'], complexity: 0.3, verb: 'move e-mail' },
  'email.reply': { area: 'email', requiredCapabilities: ['email.draft_reply'], complexity: 0.7, verb: 'reply to e-mail' },
  'task.create': { area: 'tasks', requiredCapabilities: ['task.create'], complexity: 0.4, verb: 'create tasks' },
  'planning.accept_block': { area: 'calendar', requiredCapabilities: [], complexity: 0.5, verb: 'plan your focus time' },
  'audit.approve': { area: 'audit', requiredCapabilities: [], complexity: 0.6, verb: 'approve agent actions' },
  'audit.reject': { area: 'audit', requiredCapabilities: [], complexity: 0.6, verb: 'reject agent actions' },
  'audit.edit': { area: 'audit', requiredCapabilities: [], complexity: 0.8, verb: 'edit agent actions' },
};

export function behaviourKind(type: string): BehaviourKind {
  return BEHAVIOUR_KINDS[type] ?? { area: 'email', requiredCapabilities: [], complexity: 0.5, verb: type };
}

/** Behaviours whose trigger context (and outcome) make a context pattern, e.g. e-mail labelled by sender domain. */
export const CONTEXT_RULES: Record<string, { triggerField: string; outcomeField: string | null }> = {
  'email.label': { triggerField: 'senderDomain', outcomeField: 'label' },
  'email.move': { triggerField: 'senderDomain', outcomeField: 'folder' },
  'email.archive': { triggerField: 'senderDomain', outcomeField: null },
};

/** The domain of an address such as `DWC EAMS <eams-notices@eams.dir.ca.gov>`, lower-cased; null when none. */
export function senderDomainOf(from: string): string | null {
  const match = /@([a-z0-9.-]+\.[a-z]{2,})\s*>?\s*$/i.exec(from.trim()) ?? /@([a-z0-9.-]+\.[a-z]{2,})/i.exec(from);
  return match ? match[1]!.toLowerCase() : null;
}

/** Words in a text, for the verbosity of replies. */
export function wordCount(text: string): number {
  const words = text.trim().split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words.length;
}
