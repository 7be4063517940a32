import type { CurrentUser } from '../../../domain/user';
import type { MockMode } from '../../../domain/mock/mock-mode';
import { apiRequest } from './client';

export interface MockStatus {
  mode: MockMode;
  expiresAt: string | null;
  samples: { calendarEvents: number; tasks: number; automations: number; approvals: number };
}

export const MOCK_STATUS_KEY = ['mock-status'] as const;

export function fetchMockStatus(signal?: AbortSignal): Promise<MockStatus> {
  return apiRequest<MockStatus>('/api/mock/status', { signal });
}

/** 'true': a fresh demo workspace, signed in (the cookie is set by the reply); 'hybrid': samples added to this workspace. */
export function startMockSession(mode: 'true' | 'hybrid'): Promise<{ user: CurrentUser; mock: MockStatus }> {
  return apiRequest<{ user: CurrentUser; mock: MockStatus }>('/api/mock/session', { method: 'POST', body: { mode } });
}

export function removeSamples(): Promise<MockStatus> {
  return apiRequest<MockStatus>('/api/mock/session', { method: 'DELETE' });
}
