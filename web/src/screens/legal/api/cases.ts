import type { CaseLawResult, CaseSearchQuery, CaseSourceOutcomes } from '../../../../../domain/legal/types';
import { apiRequest } from '../../../api/client';
import type { CaseSearchDetail as SearchDetail, CaseSearchSummary as SearchSummary, MatterView as Matter, SavedCaseView as SavedCase } from '../../../../../domain/legal/views';

/** Case-law search, its history, the user's matters, and cases saved to them (/api/legal/cases, /api/legal/matters). */

export type { CaseLawResult, CaseSearchQuery, CaseSourceOutcomes, Matter, SavedCase, SearchDetail, SearchSummary };

export interface CaseSearchReply {
  searchId: string;
  results: CaseLawResult[];
  sources: CaseSourceOutcomes;
  fallback: boolean;
}




export function searchCases(query: CaseSearchQuery): Promise<CaseSearchReply> {
  return apiRequest('/api/legal/cases/search', { method: 'POST', body: query });
}

export async function fetchSearchHistory(signal?: AbortSignal): Promise<SearchSummary[]> {
  return (await apiRequest<{ searches: SearchSummary[] }>('/api/legal/cases/searches?limit=20', { signal })).searches;
}

export async function fetchSearch(id: string, signal?: AbortSignal): Promise<SearchDetail> {
  return (await apiRequest<{ search: SearchDetail }>(`/api/legal/cases/searches/${encodeURIComponent(id)}`, { signal })).search;
}

export async function clearSearchHistory(): Promise<void> {
  await apiRequest<void>('/api/legal/cases/searches', { method: 'DELETE', body: {} });
}

export async function fetchMatters(signal?: AbortSignal): Promise<Matter[]> {
  return (await apiRequest<{ matters: Matter[] }>('/api/legal/matters', { signal })).matters;
}

export async function saveCase(input: { case: CaseLawResult; matterId: string | null; note?: string }): Promise<SavedCase> {
  return (await apiRequest<{ savedCase: SavedCase }>('/api/legal/cases/saved', { method: 'POST', body: input })).savedCase;
}

export async function fetchSavedCases(matterId: string | null, signal?: AbortSignal): Promise<SavedCase[]> {
  const query = matterId ? `?matterId=${encodeURIComponent(matterId)}` : '';
  return (await apiRequest<{ savedCases: SavedCase[] }>(`/api/legal/cases/saved${query}`, { signal })).savedCases;
}

export async function deleteSavedCase(id: string): Promise<void> {
  await apiRequest<void>(`/api/legal/cases/saved/${encodeURIComponent(id)}`, { method: 'DELETE', body: {} });
}
