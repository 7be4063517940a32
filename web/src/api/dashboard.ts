import type { Dashboard } from '../../../domain/dashboard/types';
import { apiRequest } from './client';

export type { AgendaItem, AnalysedMailItem, ApprovalItem, Dashboard, DueTaskItem, FailedRunItem } from '../../../domain/dashboard/types';

/** The signed-in person's day (reading it records a visit). */
export const fetchDashboard = (signal?: AbortSignal) => apiRequest<Dashboard>('/api/dashboard', signal ? { signal } : {});

/** Puts the first-run checklist away for good. */
export const dismissChecklist = () => apiRequest<void>('/api/dashboard/checklist/dismiss', { method: 'POST', body: {} });
