/**
 * Ids and names of new nodes and edges. Node ids appear in data paths (`steps.<id>.summary`), so they
 * hold no dots: a short readable prefix and a random suffix, e.g. `action-k3v9qz`.
 */
import type { NodeType } from '../../../../../../domain/automation/definition';

const ID_PREFIX: Record<NodeType, string> = {
  'trigger.manual': 'manual',
  'trigger.email_received': 'email',
  'trigger.schedule': 'schedule',
  'trigger.webhook': 'webhook',
  condition: 'condition',
  agent_action: 'action',
  approval: 'approval',
  delay: 'wait',
  end: 'end',
};

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export type RandomSuffix = () => string;

export const randomSuffix: RandomSuffix = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
};

function unique(prefix: string, taken: ReadonlySet<string>, random: RandomSuffix): string {
  for (;;) {
    const id = `${prefix}-${random()}`;
    if (!taken.has(id)) return id;
  }
}

export function newNodeId(type: NodeType, taken: ReadonlySet<string>, random: RandomSuffix = randomSuffix): string {
  return unique(ID_PREFIX[type], taken, random);
}

export function newEdgeId(taken: ReadonlySet<string>, random: RandomSuffix = randomSuffix): string {
  return unique('edge', taken, random);
}

/** `label`, or `label 2`, `label 3`… when that name is taken, so steps stay easy to tell apart in selects. */
export function uniqueName(label: string, taken: ReadonlySet<string>): string {
  if (!taken.has(label)) return label;
  for (let counter = 2; ; counter++) {
    const name = `${label} ${counter}`;
    if (!taken.has(name)) return name;
  }
}
