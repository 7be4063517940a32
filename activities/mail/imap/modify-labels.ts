import type { ImapContext } from './context';
import { parseLabelId, type LabelTarget } from './label-ids';
import { applyMessageLabels } from './labels';
import { decodeMessageId } from './message-id';
import { archive, moveToFolder, moveToPath } from './moves';

/**
 * Gmail-style label changes on an IMAP message. Flags and keywords are set in place; folder labels
 * move it: adding TRASH or SPAM files it there, removing INBOX archives it, and removing the label of
 * the user mailbox it sits in returns it to the inbox.
 */
export async function modifyLabels(context: ImapContext, messageId: string, addLabelIds: string[], removeLabelIds: string[]): Promise<void> {
  const ref = decodeMessageId(messageId);
  const add = addLabelIds.map(parseLabelId);
  const remove = removeLabelIds.map(parseLabelId);
  await applyMessageLabels(context, ref, add, remove);

  const addedFolder = add.find((target) => target.kind === 'folder');
  if (addedFolder) return moveToFolder(context, messageId, addedFolder.folder);
  const removedHere = await firstAsync(remove, async (target) => (await pathOfLabel(context, target)) === ref.mailbox);
  if (!removedHere) return;
  if (removedHere.kind === 'folder' && removedHere.folder === 'INBOX') return archive(context, messageId);
  await moveToPath(context, [messageId], (await context.directory.pathOf('INBOX')) ?? 'INBOX');
}

async function pathOfLabel(context: ImapContext, target: LabelTarget): Promise<string | null> {
  if (target.kind === 'mailbox') return target.path;
  if (target.kind === 'folder') return context.directory.pathOf(target.folder);
  return null;
}

async function firstAsync<T>(items: T[], predicate: (item: T) => Promise<boolean>): Promise<T | undefined> {
  for (const item of items) if (await predicate(item)) return item;
  return undefined;
}
