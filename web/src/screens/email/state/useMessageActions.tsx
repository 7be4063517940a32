import { useMemo } from 'react';
import { App, Button } from 'antd';
import { MAIL_TOASTS } from '../../../../../domain/mail/messages';
import type { MailMessageSummary } from '../../../../../domain/mail/types';
import { archiveMessage, markRead, modifyLabels, moveMessage } from '../../../api/mailActions';
import { queryClient } from '../../../data/queryClient';
import { useToast } from '../../../toast/useToast';
import { isSystemFolder } from '../mailRoutes';
import { mailKeys } from './keys';
import { adjustUnread, changeMessages, markedRead, removeMessages, withLabel } from './localWrites';
import { deleteAfterUndoWindow, UNDO_DELETE_MS } from './pendingDeletes';

let undoToasts = 0;

export interface MessageActions {
  /** No toast on success (§8 has none); a failure rolls back with "Failed to mark message as …". */
  setRead(messages: readonly MailMessageSummary[], read: boolean): Promise<void>;
  move(messageIds: readonly string[], targetFolderId: string): Promise<void>;
  archive(messageIds: readonly string[]): Promise<void>;
  trash(messageIds: readonly string[]): Promise<void>;
  setLabel(message: MailMessageSummary, labelId: string, present: boolean): Promise<void>;
}

/**
 * The actions on messages of the folder on screen: the cached list changes at once, the call follows,
 * and a failed call rolls the change back with the §8 toast.
 */
export function useMessageActions(accountId: string, folderId: string): MessageActions {
  const toast = useToast();
  const { notification } = App.useApp();

  return useMemo(() => {
    const invalidate = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
    const refresh = () => {
      invalidate(mailKeys.folders(accountId));
      invalidate(mailKeys.lists(accountId));
    };

    const removeWith = async (messageIds: readonly string[], call: () => Promise<void>, ok: string, failed: string) => {
      const rollback = await removeMessages(accountId, messageIds);
      try {
        await call();
        toast.success(ok);
        refresh();
      } catch {
        rollback();
        toast.error(failed);
      }
    };

    return {
      async setRead(messages, read) {
        const changing = messages.filter((message) => message.unread === read);
        if (changing.length === 0) return;
        const rollback = await changeMessages(
          accountId,
          changing.map((message) => message.id),
          markedRead(read),
        );
        if (isSystemFolder(folderId)) await adjustUnread(accountId, folderId, read ? -changing.length : changing.length);
        try {
          await markRead(accountId, changing.map((message) => message.id), read);
          invalidate(mailKeys.folders(accountId));
        } catch {
          rollback();
          toast.error(read ? MAIL_TOASTS.markReadFailed : MAIL_TOASTS.markUnreadFailed);
        }
      },
      move: (messageIds, target) =>
        removeWith(
          messageIds,
          async () => {
            for (const id of messageIds) await moveMessage(accountId, id, target);
          },
          MAIL_TOASTS.moved,
          MAIL_TOASTS.moveFailed,
        ),
      archive: (messageIds) =>
        removeWith(
          messageIds,
          async () => {
            for (const id of messageIds) await archiveMessage(accountId, id);
          },
          MAIL_TOASTS.moved,
          MAIL_TOASTS.moveFailed,
        ),
      // "Message deleted." with Undo for 5 s; the message goes to Trash when the window closes.
      async trash(messageIds) {
        if (messageIds.length === 0) return;
        const rollback = await removeMessages(accountId, messageIds);
        const pending = deleteAfterUndoWindow(accountId, messageIds, {
          onDeleted: refresh,
          onFailed: () => {
            rollback();
            toast.error(MAIL_TOASTS.deleteFailed);
            refresh();
          },
        });
        undoToasts += 1;
        const key = `mail-undo-delete-${undoToasts}`;
        notification.success({
          key,
          title: MAIL_TOASTS.deleted,
          duration: UNDO_DELETE_MS / 1000,
          description: (
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 0 }}
              data-testid="mail-undo-delete"
              onClick={() => {
                notification.destroy(key);
                if (pending.undo()) {
                  rollback();
                  refresh();
                }
              }}
            >
              Undo
            </Button>
          ),
        });
      },
      async setLabel(message, labelId, present) {
        const rollback = await changeMessages(accountId, [message.id], withLabel(labelId, present));
        try {
          await modifyLabels(accountId, message.id, present ? { add: [labelId], remove: [] } : { add: [], remove: [labelId] });
          toast.success(present ? MAIL_TOASTS.labelApplied : MAIL_TOASTS.labelRemoved);
          if (folderId === labelId) invalidate(mailKeys.lists(accountId));
        } catch {
          rollback();
          toast.error(present ? MAIL_TOASTS.labelApplyFailed : MAIL_TOASTS.labelRemoveFailed);
        }
      },
    };
  }, [accountId, folderId, toast, notification]);
}
