import { Flex, Tag, Tooltip, Typography } from 'antd';
import { CITATION_STATE_LABELS } from '../../../../../domain/legal/citations/labels';
import type { CheckedLegalCitation, CitationState } from '../../../../../domain/legal/types';

const STATE_COLOUR: Record<CitationState, string> = {
  verified: 'success',
  in_firm_documents: 'processing',
  ambiguous: 'warning',
  not_found: 'error',
  invalid_reporter: 'error',
  unverified: 'warning',
};

/**
 * The legal citations of an answer (professional mode), each with its checked state in words and colour, and
 * what the check found on hover or focus; a verified case links to CourtListener.
 */
export function LegalCitations({ citations }: { citations: readonly CheckedLegalCitation[] }) {
  if (citations.length === 0) return null;
  const unconfirmed = citations.filter((c) => c.state !== 'verified' && c.state !== 'in_firm_documents').length;
  return (
    <section className="chat-legal-citations" aria-label="Legal citations in this answer" data-testid="chat-legal-citations">
      <Typography.Text type="secondary">
        Legal citations{unconfirmed > 0 ? ` (${unconfirmed} not verified: check before relying on them)` : ''}
      </Typography.Text>
      <Flex component="ul" wrap gap={6} style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
        {citations.map((citation, index) => {
          const label = CITATION_STATE_LABELS[citation.state];
          const text = citation.url ? (
            <a href={citation.url} target="_blank" rel="noreferrer noopener">
              {citation.text}
              <span className="ws-sr-only"> (opens CourtListener in a new tab)</span>
            </a>
          ) : (
            citation.text
          );
          return (
            <li key={`${citation.start}-${index}`} data-testid="chat-legal-citation" data-state={citation.state}>
              <Tooltip title={citation.detail.message}>
                <Tag color={STATE_COLOUR[citation.state]}>
                  {text} · <strong>{label}</strong>
                  <span className="ws-sr-only">. {citation.detail.message}</span>
                </Tag>
              </Tooltip>
            </li>
          );
        })}
      </Flex>
    </section>
  );
}
