/** TanStack Query keys of /settings and /integrations. */
export const settingsKeys = {
  notifications: ['settings', 'notifications'] as const,
  aiProvider: ['settings', 'ai-provider'] as const,
  sessions: ['settings', 'sessions'] as const,
  integrations: ['integrations'] as const,
  me: ['settings', 'me'] as const,
};
