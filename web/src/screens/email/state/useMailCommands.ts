import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MAIL_TOASTS } from '../../../../../domain/mail/messages';
import { SYSTEM_FOLDER_IDS } from '../../../../../domain/mail/types';
import { useToast } from '../../../toast/useToast';
import type { ComposeDraft } from '../compose/ComposeModal';
import { ARCHIVE_FOLDER, folderRoute, searchRoute } from '../mailRoutes';
import type { MessageActions } from './useMessageActions';

/** The event other parts of the workspace (the voice helper) send to act on the message open on screen. */
export const MAIL_COMMAND_EVENT = 'workspace:mail-command';

export type MailCommand = { action: 'archive' } | { action: 'move'; folder: string } | { action: 'delete' };

/** Spoken or typed folder names → folder ids ("junk" → Spam, "all mail" → All Mail). */
const FOLDER_WORDS: Readonly<Record<string, string>> = {
  inbox: 'INBOX',
  sent: 'SENT',
  'sent mail': 'SENT',
  draft: 'DRAFT',
  drafts: 'DRAFT',
  trash: 'TRASH',
  bin: 'TRASH',
  spam: 'SPAM',
  junk: 'SPAM',
  archive: ARCHIVE_FOLDER,
  'all mail': ARCHIVE_FOLDER,
};

export function folderIdOf(name: string): string | null {
  const key = name.trim().toLowerCase();
  if (FOLDER_WORDS[key]) return FOLDER_WORDS[key];
  const upper = name.trim().toUpperCase();
  return (SYSTEM_FOLDER_IDS as readonly string[]).includes(upper) ? upper : null;
}

function isMailCommand(detail: unknown): detail is MailCommand {
  if (!detail || typeof detail !== 'object') return false;
  const action = (detail as { action?: unknown }).action;
  if (action === 'archive' || action === 'delete') return true;
  return action === 'move' && typeof (detail as { folder?: unknown }).folder === 'string';
}

/**
 * Acts on the open message for a cancelable `workspace:mail-command` event and calls preventDefault() when it
 * did (so the sender's dispatchEvent returns false); with no message open it leaves the event alone.
 */
export function useMailCommands(accountId: string, folderId: string, messageId: string | undefined, actions: MessageActions) {
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    if (!messageId) return;
    const onCommand = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (!isMailCommand(detail)) return;
      const back = () => void navigate(folderRoute(accountId, folderId));
      if (detail.action === 'archive') {
        event.preventDefault();
        back();
        void actions.archive([messageId]);
      } else if (detail.action === 'delete') {
        event.preventDefault();
        back();
        void actions.trash([messageId]);
      } else {
        const target = folderIdOf(detail.folder);
        event.preventDefault();
        if (!target) {
          toast.error(`${MAIL_TOASTS.moveFailed} There is no folder named “${detail.folder}”.`);
          return;
        }
        back();
        void (target === ARCHIVE_FOLDER ? actions.archive([messageId]) : actions.move([messageId], target));
      }
    };
    window.addEventListener(MAIL_COMMAND_EVENT, onCommand);
    return () => window.removeEventListener(MAIL_COMMAND_EVENT, onCommand);
  }, [accountId, folderId, messageId, actions, navigate, toast]);
}

/**
 * `?compose=1&to=…&subject=…` opens compose prefilled; `?q=…` outside the search view runs the search of every
 * folder. The parameters are consumed (removed from the address) once acted on.
 */
export function useMailUrlRequests(accountId: string, folderId: string, openCompose: (draft: ComposeDraft) => void) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (params.get('compose') === '1') {
      const to = params.get('to') ?? '';
      const subject = params.get('subject') ?? '';
      openCompose({ ...(to ? { to } : {}), ...(subject ? { subject } : {}) });
      const rest = new URLSearchParams(params);
      for (const name of ['compose', 'to', 'subject']) rest.delete(name);
      setParams(rest, { replace: true });
      return;
    }
    const query = params.get('q');
    if (query !== null && folderId !== 'ALL') void navigate(searchRoute(accountId, query), { replace: true });
  }, [params, setParams, navigate, accountId, folderId, openCompose]);
}
