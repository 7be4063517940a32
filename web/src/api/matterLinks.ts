import type { LinkedEvent, LinkedMail, LinkedSection, LinkedTask, MatterLinks } from '../../../domain/knowledge/matter-links';
import { apiRequest } from './client';

/** A client matter's mail, hearings and events, and tasks, linked by its case numbers (never its documents). */

export type { LinkedEvent, LinkedMail, LinkedSection, LinkedTask, MatterLinks };

export function fetchMatterLinks(matterId: string, signal?: AbortSignal): Promise<MatterLinks> {
  return apiRequest<MatterLinks>(`/api/knowledge/matters/${encodeURIComponent(matterId)}/linked`, { signal });
}
