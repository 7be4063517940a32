/** The chat's addresses: /ai-assistant (a new chat) and /ai-assistant/c/:conversationId. */
export const CHAT_ROOT = '/ai-assistant';

export const conversationPath = (conversationId: string) => `${CHAT_ROOT}/c/${encodeURIComponent(conversationId)}`;

/** The conversation id from the part of the path after /ai-assistant/ (the route's splat); null for a new chat. */
export function conversationIdFromSplat(splat: string | undefined): string | null {
  const match = /^c\/([^/]+)\/?$/.exec(splat ?? '');
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
