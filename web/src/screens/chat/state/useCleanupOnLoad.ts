import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cleanupConversations } from '../../../api/chat';
import { chatKeys } from './chatKeys';

/** Seed §4: empty conversations are cleaned out one second after the chat page loads. */
export const CLEANUP_DELAY_MS = 1_000;

export function useCleanupOnLoad(): void {
  const client = useQueryClient();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      cleanupConversations()
        .then(({ removed }) => (removed > 0 ? client.invalidateQueries({ queryKey: chatKeys.conversationLists() }) : undefined))
        // Housekeeping only: a failure changes nothing the person sees.
        .catch(() => undefined);
    }, CLEANUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [client]);
}
