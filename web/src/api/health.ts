import { apiRequest } from './client';

/** The reply of GET /api/health. */
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { ok: boolean; driver: string; error?: string };
  temporal: { ok: boolean; address: string; namespace: string; uiUrl: string | null; error?: string };
  worker: { ok: boolean; taskQueue: string; pollers: number };
}

export function fetchHealth(signal?: AbortSignal): Promise<HealthReport> {
  // A degraded service answers 503 with the same report.
  return apiRequest<HealthReport>('/api/health', { signal, acceptStatuses: [503] });
}
