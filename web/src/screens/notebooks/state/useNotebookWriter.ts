import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureText, type NotebookFailure } from '../../../../../domain/notebooks/messages';
import { ApiError, errorMessage } from '../../../api/ApiError';
import type { NotebookReply } from '../../../api/notebooks';
import { useToast } from '../../../toast/useToast';
import { notebooksKeys } from './notebooksKeys';

export type SaveState = 'idle' | 'unsaved' | 'saving' | 'saved' | 'error';

export interface NotebookWriter {
  /** Runs one write after the ones before it, from the version this tab last saw; a failure shows the spec's text. */
  write(failure: NotebookFailure, request: (version: number) => Promise<NotebookReply>): Promise<NotebookReply | null>;
  saveState: SaveState;
  /** Something was typed that the autosave has not sent yet. */
  markDirty(): void;
  /** The version this tab's edits are based on. */
  baseVersion: number;
  /** Another tab or person changed the notebook since this tab loaded it. */
  changedElsewhere: boolean;
  /** Takes the server's current notebook as the new base (after a reload). */
  rebase(version: number): void;
}

/**
 * The notebook's writes, one at a time: each is sent with the version this tab last saw, so an edit made
 * elsewhere meanwhile is refused (409) instead of silently overwritten. Answers go into the query cache.
 */
export function useNotebookWriter(notebookId: string, loadedVersion: number, serverVersion: number): NotebookWriter {
  const client = useQueryClient();
  const toast = useToast();
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const base = useRef(loadedVersion);
  const pending = useRef(0);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [baseVersion, setBaseVersion] = useState(loadedVersion);
  const [conflict, setConflict] = useState(false);

  useEffect(() => {
    base.current = loadedVersion;
    setBaseVersion(loadedVersion);
    setConflict(false);
  }, [notebookId, loadedVersion]);

  const write = useCallback<NotebookWriter['write']>(
    (failure, request) => {
      pending.current += 1;
      setSaveState('saving');
      const run = async (): Promise<NotebookReply | null> => {
        try {
          const reply = await request(base.current);
          base.current = reply.notebook.version;
          setBaseVersion(reply.notebook.version);
          client.setQueryData(notebooksKeys.detail(notebookId), reply);
          void client.invalidateQueries({ queryKey: notebooksKeys.lists() });
          return reply;
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) setConflict(true);
          toast.error(failureText(failure, errorMessage(error)));
          setSaveState('error');
          return null;
        } finally {
          pending.current -= 1;
          if (pending.current === 0) setSaveState((state) => (state === 'error' ? state : 'saved'));
        }
      };
      const next = chain.current.then(run, run);
      chain.current = next;
      return next;
    },
    [client, notebookId, toast],
  );

  const markDirty = useCallback(() => {
    if (pending.current === 0) setSaveState('unsaved');
  }, []);

  // Closing the tab with typing not yet saved asks first, as document editors do.
  useEffect(() => {
    if (saveState !== 'unsaved' && saveState !== 'saving') return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saveState]);

  const rebase = useCallback((version: number) => {
    base.current = version;
    setBaseVersion(version);
    setConflict(false);
    setSaveState('idle');
  }, []);

  const changedElsewhere = conflict || (pending.current === 0 && serverVersion > baseVersion);
  return { write, saveState, markDirty, baseVersion, changedElsewhere, rebase };
}
