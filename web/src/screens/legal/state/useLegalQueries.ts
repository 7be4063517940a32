import { useCachedQuery, type Cached } from '../../../data/cachedQuery';
import { fetchMatters, fetchSavedCases, fetchSearch, fetchSearchHistory, type Matter, type SavedCase, type SearchDetail, type SearchSummary } from '../api/cases';
import { fetchDocument, fetchDocuments, type DocumentFilters, type DocumentSummary, type LegalDocument } from '../api/documents';
import { fetchStyles, type StyleProfile } from '../api/styles';
import { fetchTemplates, type Template } from '../api/templates';
import { legalKeys } from './legalKeys';

/** The legal screens' server data; a live `legal.changed` refreshes everything under legalKeys.all. */

const FRESH = { staleAfterMs: 30_000 } as const;

export function useSearchHistory(): Cached<SearchSummary[]> {
  return useCachedQuery(legalKeys.searchHistory(), (signal) => fetchSearchHistory(signal), FRESH);
}

export function useSearchDetail(id: string | null): Cached<SearchDetail> {
  return useCachedQuery(id ? legalKeys.search(id) : null, (signal) => fetchSearch(id ?? '', signal), FRESH);
}

export function useMatters(): Cached<Matter[]> {
  return useCachedQuery(legalKeys.matters(), (signal) => fetchMatters(signal), FRESH);
}

export function useSavedCases(matterId: string | null): Cached<SavedCase[]> {
  return useCachedQuery(legalKeys.savedCases(matterId), (signal) => fetchSavedCases(matterId, signal), FRESH);
}

export function useTemplates(): Cached<Template[]> {
  return useCachedQuery(legalKeys.templates(), (signal) => fetchTemplates(signal), FRESH);
}

export function useStyles(): Cached<StyleProfile[]> {
  return useCachedQuery(legalKeys.styles(), (signal) => fetchStyles(signal), FRESH);
}

export function useDocuments(filters: DocumentFilters): Cached<DocumentSummary[]> {
  return useCachedQuery(legalKeys.documents({ ...filters }), (signal) => fetchDocuments(filters, signal), FRESH);
}

export function useLegalDocument(id: string | null): Cached<LegalDocument> {
  return useCachedQuery(id ? legalKeys.document(id) : null, (signal) => fetchDocument(id ?? '', signal), FRESH);
}
