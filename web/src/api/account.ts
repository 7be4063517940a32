import type { NotificationKind } from '../../../domain/notifications/kinds';
import type { AiProviderStatus } from '../../../domain/settings/ai-provider';
import type { IntegrationState } from '../../../domain/settings/integrations';
import { apiRequest } from './client';

/** Settings: sessions, password, export, account deletion, notifications, the AI setup and the integrations. */

export interface SessionSummary {
  id: string;
  createdAt: string;
  expiresAt: string;
  userAgent: string | null;
  current: boolean;
}

export async function fetchSessions(signal?: AbortSignal): Promise<SessionSummary[]> {
  return (await apiRequest<{ sessions: SessionSummary[] }>('/api/auth/sessions', signal ? { signal } : {})).sessions;
}

export function revokeSession(sessionId: string): Promise<void> {
  return apiRequest(`/api/auth/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

export function changePassword(input: { currentPassword: string; newPassword: string }): Promise<{ message: string; otherSessionsEnded: number }> {
  return apiRequest('/api/account/password', { method: 'POST', body: input });
}

export function deleteAccount(password: string): Promise<{ message: string }> {
  return apiRequest('/api/account', { method: 'DELETE', body: { password } });
}

/** The export's address: the browser downloads it (Content-Disposition: attachment). */
export function exportUrl(format: 'json' | 'zip'): string {
  return `/api/account/export?format=${format}`;
}

export interface NotificationKindSetting {
  kind: NotificationKind;
  enabled: boolean;
}

export async function fetchNotificationSettings(signal?: AbortSignal): Promise<NotificationKindSetting[]> {
  return (await apiRequest<{ kinds: NotificationKindSetting[] }>('/api/settings/notifications', signal ? { signal } : {})).kinds;
}

export async function updateNotificationSettings(change: Partial<Record<NotificationKind, boolean>>): Promise<NotificationKindSetting[]> {
  return (await apiRequest<{ kinds: NotificationKindSetting[] }>('/api/settings/notifications', { method: 'PATCH', body: change })).kinds;
}

export function fetchAiProvider(signal?: AbortSignal): Promise<AiProviderStatus> {
  return apiRequest<AiProviderStatus>('/api/settings/ai-provider', signal ? { signal } : {});
}

export async function fetchIntegrations(signal?: AbortSignal): Promise<IntegrationState[]> {
  return (await apiRequest<{ integrations: IntegrationState[] }>('/api/integrations', signal ? { signal } : {})).integrations;
}
