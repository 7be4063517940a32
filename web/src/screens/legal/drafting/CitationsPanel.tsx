import { Alert, Button, Empty, Flex, Tag, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { DocumentCitation } from '../api/documents';
import { CITATION_STATES, CitationStateTag } from '../common/CitationStateTag';

interface CitationsPanelProps {
  citations: DocumentCitation[];
  /** The text changed since the last save: the citations shown are those of the saved text. */
  unsaved: boolean;
  checking: boolean;
  busyId: string | null;
  onCheck(): void;
  onConfirm(citation: DocumentCitation, confirmed: boolean): void;
}

/** Each citation of the draft with its checked state in words; "Confirm" for those nobody could verify. */
export function CitationsPanel({ citations, unsaved, checking, busyId, onCheck, onConfirm }: CitationsPanelProps) {
  const open = citations.filter((citation) => !CITATION_STATES[citation.state].trusted && !citation.confirmedAt).length;
  return (
    <section className="legal-panel" aria-labelledby="citations-heading" data-testid="citations-panel">
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <h2 id="citations-heading" style={{ margin: 0 }}>
          Citations
        </h2>
        <Button icon={<SafetyCertificateOutlined />} loading={checking} onClick={onCheck} data-testid="citations-check">
          Check citations
        </Button>
      </Flex>
      {unsaved ? <Alert type="info" showIcon title="Save the draft to check the citations of your changes." style={{ marginBottom: 12 }} /> : null}
      {citations.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No citations found in this draft." data-testid="citations-empty" />
      ) : (
        <>
          <Typography.Text className="legal-meta" style={{ display: 'block', marginBottom: 8 }} data-testid="citations-summary">
            {open === 0 ? 'Every citation is verified or confirmed by you.' : `${open} ${open === 1 ? 'citation needs' : 'citations need'} your confirmation before export.`}
          </Typography.Text>
          <ul className="legal-list" aria-label="Citations of the draft">
            {citations.map((citation) => {
              const trusted = CITATION_STATES[citation.state].trusted;
              return (
                <li key={citation.id} className="legal-item" data-testid="citation-row" data-state={citation.state}>
                  <Flex justify="space-between" gap={8} wrap align="center">
                    <span className="legal-citation-text" data-testid="citation-text">
                      {citation.text}
                    </span>
                    <Flex gap={4} wrap>
                      <CitationStateTag state={citation.state} />
                      {citation.confirmedAt && !trusted ? <Tag data-testid="citation-confirmed">Confirmed by you</Tag> : null}
                    </Flex>
                  </Flex>
                  <div className="legal-meta">
                    {citation.detail.message}
                    {citation.detail.caseName && !citation.detail.message.includes(citation.detail.caseName) ? ` ${citation.detail.caseName}` : ''}
                  </div>
                  {citation.url || citation.detail.candidates?.length ? (
                    <Flex gap={12} wrap className="legal-meta">
                      {citation.url ? (
                        <a href={citation.url} target="_blank" rel="noreferrer noopener">
                          {citation.source === 'firm_documents' ? 'Open the document' : 'Open on CourtListener'}
                        </a>
                      ) : null}
                      {citation.detail.candidates?.map((candidate) => (
                        <a key={candidate.url} href={candidate.url} target="_blank" rel="noreferrer noopener">
                          {candidate.name}
                        </a>
                      ))}
                    </Flex>
                  ) : null}
                  {trusted ? null : (
                    <Button
                      size="small"
                      style={{ marginTop: 8 }}
                      loading={busyId === citation.id}
                      onClick={() => onConfirm(citation, !citation.confirmedAt)}
                      aria-label={citation.confirmedAt ? `Withdraw confirmation of ${citation.text}` : `Confirm ${citation.text}`}
                      data-testid="citation-confirm"
                    >
                      {citation.confirmedAt ? 'Withdraw confirmation' : 'Confirm'}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
