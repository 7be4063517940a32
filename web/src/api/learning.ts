import type { Behaviour, LearningArea, Personality, Suggestion, WorkflowPattern } from '../../../domain/learning/types';
import { apiRequest } from './client';

/** What the product learned from the user's own actions: suggestions, patterns, behaviours and personality. */

export type SuggestionArea = LearningArea;
export type { Behaviour, Personality, Suggestion };
export type Pattern = WorkflowPattern;

export interface PersonalityChanges {
  communicationStyle?: Partial<Personality['communicationStyle']>;
  workStyle?: Partial<Personality['workStyle']>;
}

export async function fetchSuggestions(area: SuggestionArea | undefined, signal?: AbortSignal): Promise<Suggestion[]> {
  const query = new URLSearchParams({ status: 'pending' });
  if (area) query.set('area', area);
  const reply = await apiRequest<{ suggestions: Suggestion[] }>(`/api/learning/suggestions?${query.toString()}`, { signal });
  return reply.suggestions;
}

export function acceptSuggestion(id: string): Promise<{ suggestion: Suggestion; automationId: string }> {
  return apiRequest(`/api/learning/suggestions/${encodeURIComponent(id)}/accept`, { method: 'POST', body: {} });
}

export async function dismissSuggestion(id: string): Promise<Suggestion> {
  const reply = await apiRequest<{ suggestion: Suggestion }>(`/api/learning/suggestions/${encodeURIComponent(id)}/dismiss`, { method: 'POST', body: {} });
  return reply.suggestion;
}

export async function fetchPatterns(signal?: AbortSignal): Promise<Pattern[]> {
  const reply = await apiRequest<{ patterns: Pattern[] }>('/api/learning/patterns', { signal });
  return reply.patterns;
}

export async function fetchBehaviours(signal?: AbortSignal): Promise<Behaviour[]> {
  const reply = await apiRequest<{ behaviours: Behaviour[] }>('/api/learning/behaviours?limit=100', { signal });
  return reply.behaviours;
}

export async function forgetBehaviours(): Promise<void> {
  await apiRequest<void>('/api/learning/behaviours', { method: 'DELETE', body: {} });
}

export async function fetchPersonality(signal?: AbortSignal): Promise<Personality> {
  const reply = await apiRequest<{ personality: Personality }>('/api/learning/personality', { signal });
  return reply.personality;
}

export async function updatePersonality(changes: PersonalityChanges): Promise<Personality> {
  const reply = await apiRequest<{ personality: Personality }>('/api/learning/personality', { method: 'PATCH', body: changes });
  return reply.personality;
}
