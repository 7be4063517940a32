import type { TimeBlockPlan } from '../../../domain/planning/plan';
import type { TaskPriority } from '../../../domain/tasks/task';
import type { CalendarEvent } from './calendar';
import { apiRequest } from './client';

/** Focus-time plans and the AI (or rules) suggestions of /enhancements (seed 000 §9, seed 001 §7). */
export type { TimeBlockPlan };

export interface Suggested {
  /** True when an AI model answered; false for the rules. */
  byAi: boolean;
}

export interface EnhanceSuggestion extends Suggested {
  suggestion: { title: string; description: string; priority: TaskPriority; tags: string[]; estimatedDuration: number };
  note: string;
}
export interface EstimateSuggestion extends Suggested {
  minutes: number;
  basis: string;
}
export interface OrderSuggestion extends Suggested {
  order: Array<{ taskId: string; title: string; reason: string }>;
  note: string;
}
export interface TimeSlot {
  start: string;
  end: string;
}
export interface TimesSuggestion extends Suggested {
  slots: TimeSlot[];
  note: string;
}

const planPath = (planId: string) => `/api/planning/plans/${encodeURIComponent(planId)}`;

export async function requestPlan(input: { start?: string; days?: number }): Promise<TimeBlockPlan> {
  return (await apiRequest<{ plan: TimeBlockPlan }>('/api/planning/plans', { method: 'POST', body: input })).plan;
}

export async function fetchLatestPlan(signal?: AbortSignal): Promise<TimeBlockPlan | null> {
  return (await apiRequest<{ plan: TimeBlockPlan | null }>('/api/planning/plans/latest', { signal })).plan;
}

export async function fetchPlan(planId: string, signal?: AbortSignal): Promise<TimeBlockPlan> {
  return (await apiRequest<{ plan: TimeBlockPlan }>(planPath(planId), { signal })).plan;
}

export function acceptPlan(planId: string): Promise<{ plan: TimeBlockPlan; events: CalendarEvent[] }> {
  return apiRequest(`${planPath(planId)}/accept`, { method: 'POST' });
}

export async function dismissPlan(planId: string): Promise<TimeBlockPlan> {
  return (await apiRequest<{ plan: TimeBlockPlan }>(`${planPath(planId)}/dismiss`, { method: 'POST' })).plan;
}

export function enhanceTask(taskId: string): Promise<EnhanceSuggestion> {
  return apiRequest(`/api/tasks/${encodeURIComponent(taskId)}/enhance`, { method: 'POST' });
}

export function estimateTask(taskId: string): Promise<EstimateSuggestion> {
  return apiRequest(`/api/tasks/${encodeURIComponent(taskId)}/estimate`, { method: 'POST' });
}

export function optimiseOrder(taskIds?: string[]): Promise<OrderSuggestion> {
  return apiRequest('/api/planning/optimise', { method: 'POST', body: taskIds ? { taskIds } : {} });
}

export function suggestTimes(input: { title: string; durationMinutes: number; withinDays?: number }): Promise<TimesSuggestion> {
  return apiRequest('/api/calendar/suggest-times', { method: 'POST', body: input });
}
