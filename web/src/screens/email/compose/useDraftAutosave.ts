import { useEffect, useMemo, useRef, useState } from 'react';
import { createDraft, deleteDraft, updateDraft, type DraftInput, type MailAttachmentRef } from '../../../api/mailCompose';
import { queryClient } from '../../../data/queryClient';
import { mailKeys } from '../state/keys';

/** A draft is saved this long after typing stops (and when compose closes). */
export const DRAFT_AUTOSAVE_MS = 3_000;

export interface ComposeState {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  bodyHtml: string;
  inReplyToMessageId: string | null;
  attachments: MailAttachmentRef[];
}

const hasContent = (state: ComposeState) =>
  Boolean(state.to.trim() || state.cc.trim() || state.bcc.trim() || state.subject.trim() || state.attachments.length || state.bodyHtml.replace(/<[^>]*>/g, '').trim());

const input = (state: ComposeState): DraftInput => ({
  to: state.to,
  cc: state.cc,
  bcc: state.bcc,
  subject: state.subject,
  bodyHtml: state.bodyHtml,
  inReplyToMessageId: state.inReplyToMessageId,
  attachmentIds: state.attachments.map((file) => file.id),
});

export interface DraftAutosave {
  status: string;
  /** Something changed: save a few seconds after the last change. */
  touched(): void;
  /** Saves a pending change now; true when something was saved. */
  flush(): Promise<boolean>;
  /** Stops saving and deletes the saved draft (after sending, or Discard). */
  discard(): Promise<void>;
  pause(): void;
  resume(): void;
}

/** Saves the message being written as a draft of the account (kept by the workspace for every provider). */
export function useDraftAutosave(accountId: string, initialDraftId: string | null, state: ComposeState): DraftAutosave {
  const [status, setStatus] = useState(initialDraftId ? 'Draft' : '');
  const latest = useRef(state);
  latest.current = state;
  const draftId = useRef<string | null>(initialDraftId);
  const dirty = useRef(false);
  const paused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const api = useMemo<DraftAutosave>(() => {
    const clear = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
    const save = (): Promise<boolean> => {
      const run = chain.current.then(async () => {
        if (paused.current || !dirty.current) return false;
        const current = latest.current;
        if (!draftId.current && !hasContent(current)) return false;
        dirty.current = false;
        setStatus('Saving…');
        try {
          const saved = draftId.current ? await updateDraft(draftId.current, input(current)) : await createDraft(accountId, input(current));
          draftId.current = saved.id;
          setStatus('Draft saved');
          void queryClient.invalidateQueries({ queryKey: mailKeys.drafts(accountId) });
          return true;
        } catch {
          dirty.current = true;
          setStatus('Could not save the draft');
          return false;
        }
      });
      chain.current = run.catch(() => undefined);
      return run;
    };
    return {
      status: '',
      touched() {
        dirty.current = true;
        clear();
        timer.current = setTimeout(() => void save(), DRAFT_AUTOSAVE_MS);
      },
      async flush() {
        clear();
        return save();
      },
      async discard() {
        clear();
        paused.current = true;
        await chain.current;
        const id = draftId.current;
        draftId.current = null;
        if (id) await deleteDraft(id).catch(() => undefined);
        void queryClient.invalidateQueries({ queryKey: mailKeys.drafts(accountId) });
      },
      pause() {
        clear();
        paused.current = true;
      },
      resume() {
        paused.current = false;
      },
    };
  }, [accountId]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return { ...api, status };
}
