import { BEHAVIOUR_TYPES, type BehaviourType } from '../../../../domain/learning/types';

/** What each recorded behaviour was, in words. */
const WORDS: Readonly<Record<BehaviourType, string>> = {
  'email.read': 'Read an e-mail',
  'email.label': 'Labelled an e-mail',
  'email.move': 'Moved an e-mail',
  'email.archive': 'Archived an e-mail',
  'email.reply': 'Replied to an e-mail',
  'task.create': 'Created a task',
  'planning.accept_block': 'Accepted a planned time block',
  'audit.approve': "Approved an agent's action",
  'audit.edit': "Edited and approved an agent's action",
  'audit.reject': "Rejected an agent's action",
};

export function behaviourWords(type: string): string {
  return (BEHAVIOUR_TYPES as readonly string[]).includes(type) ? WORDS[type as BehaviourType] : type;
}

/** The most telling detail of a behaviour's context: who it came from, what label, which task. */
export function behaviourDetail(context: Record<string, unknown>): string | null {
  const parts = ['from', 'sender', 'label', 'folder', 'subject', 'title']
    .map((key) => context[key])
    .filter((value): value is string => typeof value === 'string' && value.length > 0);
  return parts.length ? parts.slice(0, 2).join(' · ') : null;
}
