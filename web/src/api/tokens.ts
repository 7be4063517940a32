import { apiRequest } from './client';

/** One linked Google account's stored token, as GET /api/tokens/status describes it (never the token). */
export interface AccountToken {
  accountId: string;
  email: string;
  expiresAt: string;
  minutesLeft: number;
  valid: boolean;
  refreshDue: boolean;
  storedAt: string | null;
  canRefresh: boolean;
  refreshed?: boolean;
  error?: string | null;
}

export interface TokenStatusReport {
  googleConfigured: boolean;
  checkedAt: string;
  accounts: AccountToken[];
}

export function fetchTokenStatus(signal?: AbortSignal): Promise<TokenStatusReport> {
  return apiRequest<TokenStatusReport>('/api/tokens/status', { signal });
}

export function refreshTokensNow(): Promise<TokenStatusReport> {
  return apiRequest<TokenStatusReport>('/api/tokens/refresh', { method: 'POST', body: {} });
}
