import { useCallback, useEffect, useRef, useState } from 'react';
import type { AutomationDefinition } from '../../../../../domain/automation/definition';
import { DRAFT_AUTOSAVE_DELAY_MS } from '../../../../../domain/automation/drafts';
import { errorMessage } from '../../../api/ApiError';
import { discardDraft, saveDraft, saveDraftOnExit, type BuilderDraft } from '../state/draftApi';

export type DraftStatus = 'none' | 'pending' | 'saving' | 'saved' | 'error';

export interface DraftAutosave {
  status: DraftStatus;
  savedAt: string | null;
  error: string | null;
  /** Saves the draft now (the "Save draft" button, Ctrl+S on an invalid drawing). */
  saveNow(): Promise<void>;
  /** Forgets the draft on the server (after publishing, restoring, or discarding it). */
  forget(): Promise<void>;
}

/**
 * Keeps the builder's unpublished drawing as the automation's draft: saved a moment after the last edit,
 * and once more as the page goes away, so reopening the automation restores it. A drawing equal to the
 * published version needs no draft: a stored one is removed. Drafts are never run.
 */
export function useDraftAutosave(automationId: string, definition: AutomationDefinition, unpublished: boolean, paused: boolean, initial: BuilderDraft | null): DraftAutosave {
  const [status, setStatus] = useState<DraftStatus>(initial ? 'saved' : 'none');
  const [savedAt, setSavedAt] = useState<string | null>(initial?.savedAt ?? null);
  const [error, setError] = useState<string | null>(null);
  /** Whether the server holds a draft now. */
  const stored = useRef(initial !== null);
  /** The drawing not yet stored (null: the stored draft is up to date). */
  const waiting = useRef<AutomationDefinition | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSaved = useRef<AutomationDefinition | null>(initial?.definition ?? null);

  const store = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = waiting.current;
    if (!next) return;
    waiting.current = null;
    setStatus('saving');
    try {
      const draft = await saveDraft(automationId, next);
      stored.current = true;
      lastSaved.current = next;
      setSavedAt(draft.savedAt);
      setError(null);
      // Edits made while it was saving wait for their own save.
      setStatus(waiting.current ? 'pending' : 'saved');
    } catch (failure) {
      if (!waiting.current) waiting.current = next;
      setError(errorMessage(failure));
      setStatus('error');
    }
  }, [automationId]);

  const forget = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    waiting.current = null;
    lastSaved.current = null;
    setStatus('none');
    setSavedAt(null);
    setError(null);
    if (!stored.current) return;
    stored.current = false;
    try {
      await discardDraft(automationId);
    } catch {
      // Already gone (published elsewhere) or unreachable: the next edit stores a fresh one.
    }
  }, [automationId]);

  useEffect(() => {
    if (paused) return;
    if (!unpublished) {
      if (stored.current || waiting.current) void forget();
      return;
    }
    if (lastSaved.current === definition) return;
    waiting.current = definition;
    setStatus('pending');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void store(), DRAFT_AUTOSAVE_DELAY_MS);
  }, [definition, unpublished, paused, store, forget]);

  // Leaving the page (another screen, closing the tab): what is still waiting goes out with keepalive.
  useEffect(() => {
    const flush = () => {
      if (!waiting.current) return;
      saveDraftOnExit(automationId, waiting.current);
      waiting.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (timer.current) clearTimeout(timer.current);
      flush();
    };
  }, [automationId]);

  const saveNow = useCallback(async () => {
    if (!waiting.current && unpublished && lastSaved.current !== definition) waiting.current = definition;
    await store();
  }, [definition, store, unpublished]);

  return { status, savedAt, error, saveNow, forget };
}
