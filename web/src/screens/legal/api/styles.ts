import type { StyleCharacteristics } from '../../../../../domain/legal/types';
import { apiRequest } from '../../../api/client';
import type { StyleDeviation } from '../../../../../domain/legal/style/compare';
import type { StyleProfileView as StyleProfile } from '../../../../../domain/legal/views';

/** Writing-style analysis and saved style profiles (/api/legal/styles). */

export type { StyleCharacteristics, StyleDeviation, StyleProfile };

export interface StyleAnalysis {
  characteristics: StyleCharacteristics;
  guidelines: string;
  formality: string;
}



export function analyseStyle(text: string): Promise<StyleAnalysis> {
  return apiRequest('/api/legal/styles/analyze', { method: 'POST', body: { text } });
}

export async function fetchStyles(signal?: AbortSignal): Promise<StyleProfile[]> {
  return (await apiRequest<{ styles: StyleProfile[] }>('/api/legal/styles', { signal })).styles;
}

export async function createStyle(input: { name: string; sampleText: string }): Promise<StyleProfile> {
  return (await apiRequest<{ style: StyleProfile }>('/api/legal/styles', { method: 'POST', body: input })).style;
}

export async function deleteStyle(id: string): Promise<void> {
  await apiRequest<void>(`/api/legal/styles/${encodeURIComponent(id)}`, { method: 'DELETE', body: {} });
}
