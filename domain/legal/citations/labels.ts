import type { CitationState } from '../types';

/** A citation's state in plain words, shown next to it (never colour alone). */
export const CITATION_STATE_LABELS: Record<CitationState, string> = {
  verified: 'Verified',
  ambiguous: 'Ambiguous',
  not_found: 'Not found',
  invalid_reporter: 'Unknown reporter',
  in_firm_documents: 'In your documents',
  unverified: 'Unverified',
};

/** Whether a citation may be relied on without the person confirming it. */
export const isCitationConfirmedBySource = (state: CitationState): boolean => state === 'verified' || state === 'in_firm_documents';
