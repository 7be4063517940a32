import { apiRequest } from './client';

export type CheckState = 'pass' | 'warn' | 'fail';

export interface LaunchCheck {
  id: 'database' | 'temporal' | 'worker' | 'ai' | 'embedding' | 'mail' | 'calendar' | 'drive' | 'caselaw';
  title: string;
  state: CheckState;
  summary: string;
  detail: string;
}

export interface LaunchTestReport {
  checkedAt: string;
  checks: LaunchCheck[];
}

export function fetchLaunchTest(signal?: AbortSignal): Promise<LaunchTestReport> {
  return apiRequest<LaunchTestReport>('/api/launch-test', { signal });
}

export interface EmailDebugStep {
  step: 'open' | 'folders' | 'firstPage';
  ok: boolean;
  ms: number;
  summary: string;
  error: string | null;
}

export interface EmailDebugReport {
  account: { id: string; provider: string; email: string; name: string | null; connected: boolean };
  steps: EmailDebugStep[];
}

export function fetchEmailDebug(accountId: string, signal?: AbortSignal): Promise<EmailDebugReport> {
  return apiRequest<EmailDebugReport>(`/api/developer/email/${encodeURIComponent(accountId)}`, { signal });
}
