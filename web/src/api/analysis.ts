import type { AnalysisView } from '../../../domain/mail/api';
import { apiRequest } from './client';
import { messagePath } from './mail';

/** The durable e-mail analysis of one message. */

export interface AnalysisStart {
  workflowId: string;
  workflowUrl: string | null;
}

export function startAnalysis(accountId: string, messageId: string): Promise<AnalysisStart> {
  return apiRequest<AnalysisStart>(`${messagePath(accountId, messageId)}/analyse`, { method: 'POST' });
}

export function fetchAnalysis(accountId: string, messageId: string, signal?: AbortSignal): Promise<AnalysisView> {
  return apiRequest<AnalysisView>(`${messagePath(accountId, messageId)}/analysis`, { signal });
}
