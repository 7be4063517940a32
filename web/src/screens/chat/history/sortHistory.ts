import type { ConversationView } from '../../../../../domain/chat/views';

/** Pinned first, then the most recently updated (as the server orders them; kept after a pin changes locally). */
export function sortHistory(conversations: readonly ConversationView[]): ConversationView[] {
  return [...conversations].sort((a, b) => {
    if (a.isPinned !== b.isPinned) return a.isPinned ? -1 : 1;
    return b.updatedAt.localeCompare(a.updatedAt);
  });
}
