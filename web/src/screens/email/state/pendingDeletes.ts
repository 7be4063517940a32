import { trashMessages, trashMessagesOnLeave } from '../../../api/mailActions';

/** How long "Message deleted." offers Undo before the message really goes to Trash. */
export const UNDO_DELETE_MS = 5_000;

interface PendingDelete {
  accountId: string;
  messageIds: string[];
  timer: ReturnType<typeof setTimeout>;
  onFailed(): void;
}

const pending = new Map<number, PendingDelete>();
let next = 0;

/**
 * Deletes after the Undo window, as Gmail does: the message leaves the list at once and is moved to Trash
 * when the window closes. Leaving the page sends the pending deletes at once (they are never lost).
 */
export function deleteAfterUndoWindow(accountId: string, messageIds: readonly string[], done: { onDeleted(): void; onFailed(): void }): { undo(): boolean } {
  next += 1;
  const id = next;
  const timer = setTimeout(() => {
    const entry = pending.get(id);
    pending.delete(id);
    if (!entry) return;
    trashMessages(accountId, entry.messageIds).then(done.onDeleted, done.onFailed);
  }, UNDO_DELETE_MS);
  pending.set(id, { accountId, messageIds: [...messageIds], timer, onFailed: done.onFailed });
  return {
    undo() {
      const entry = pending.get(id);
      if (!entry) return false;
      clearTimeout(entry.timer);
      pending.delete(id);
      return true;
    },
  };
}

function flushOnLeave() {
  for (const [id, entry] of pending) {
    clearTimeout(entry.timer);
    pending.delete(id);
    trashMessagesOnLeave(entry.accountId, entry.messageIds);
  }
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushOnLeave);
