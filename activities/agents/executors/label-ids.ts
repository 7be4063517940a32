import { ApplicationFailure } from '@temporalio/activity';
import { SYSTEM_FOLDER_IDS, type MailProviderKind } from '../../../domain/mail/types';
import { isUuid } from '../../mail/demo/demo-store';
import type { MailProvider } from '../../mail/provider';

/** Gmail-style system labels, which every provider understands by id. */
const SYSTEM_LABEL_IDS: ReadonlySet<string> = new Set([...SYSTEM_FOLDER_IDS, 'UNREAD', 'STARRED', 'IMPORTANT']);

/**
 * The form of each provider's own label ids. An id not (yet) listed still goes to the provider as an id:
 * an IMAP keyword becomes a label by being set, and a name must never be made of an id.
 */
const IS_PROVIDER_LABEL_ID: Record<MailProviderKind, (entry: string) => boolean> = {
  gmail: (entry) => /^Label_\d+$/.test(entry),
  imap: (entry) => /^(keyword|mailbox):./.test(entry),
  demo: isUuid,
};

export interface LabelChanges {
  add: string[];
  remove: string[];
}

/**
 * The provider's label ids for labels an action names. A person building an automation writes label
 * names ("Hearing"), while Gmail, IMAP and the demo mailbox each want their own ids, so each entry may be
 * a system label, a label id, or a label's name (matched ignoring case). A name to add that no label has
 * yet is created through the provider (which returns the existing label on a race); a name to remove
 * that no label has is left out, as no message can carry it.
 */
export async function resolveLabelIds(mailbox: MailProvider, wanted: LabelChanges): Promise<LabelChanges> {
  const toAdd = wanted.add.map((entry) => entry.trim());
  const toRemove = wanted.remove.map((entry) => entry.trim());
  if ([...toAdd, ...toRemove].some((entry) => entry === '')) throw ApplicationFailure.nonRetryable('A label to add or remove has no name.', 'ValidationError');
  const isId = (entry: string) => SYSTEM_LABEL_IDS.has(entry) || IS_PROVIDER_LABEL_ID[mailbox.kind](entry);
  if ([...toAdd, ...toRemove].every(isId)) return { add: [...new Set(toAdd)], remove: [...new Set(toRemove)] };

  const labels = await mailbox.listLabels();
  const find = (entry: string): string | undefined =>
    isId(entry) ? entry : (labels.find((label) => label.id === entry) ?? labels.find((label) => label.name.toLowerCase() === entry.toLowerCase()))?.id;
  const add: string[] = [];
  for (const entry of toAdd) {
    const known = find(entry);
    if (known !== undefined) add.push(known);
    else {
      const created = await mailbox.createLabel(entry);
      labels.push(created);
      add.push(created.id);
    }
  }
  const remove = toRemove.map(find).filter((id): id is string => id !== undefined);
  return { add: [...new Set(add)], remove: [...new Set(remove)] };
}
