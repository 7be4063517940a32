import { Alert, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { CaseLawResult, Matter, SearchDetail } from '../api/cases';
import { OUTCOME_WORDS, SOURCE_LABELS, dayInWords } from '../common/caseWords';
import { SaveToMatter } from './SaveToMatter';

interface CaseResultsProps {
  search: SearchDetail | undefined;
  loading: boolean;
  error: string | null;
  matters: Matter[];
  savingId: string | null;
  onSave(result: CaseLawResult, matterId: string | null): void;
}

/** The results of one search: each case with its citation, court, date, snippet, link, source and "Save to matter". */
export function CaseResults({ search, loading, error, matters, savingId, onSave }: CaseResultsProps) {
  if (error) return <Alert type="error" showIcon title="The search did not finish." description={error} data-testid="case-search-error" />;
  if (loading && !search) {
    return (
      <div role="status" aria-busy="true" aria-label="Searching case law" data-testid="case-search-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (!search) {
    return <Empty description="Search public case law: CourtListener and the Caselaw Access Project." data-testid="case-results-idle" />;
  }

  const { sources } = search;
  return (
    <Flex vertical gap={12} data-testid="case-results">
      <Typography.Text className="legal-meta" data-testid="case-results-summary">
        {search.results.length} {search.results.length === 1 ? 'case' : 'cases'} for “{search.query.query}”. Caselaw Access Project: {OUTCOME_WORDS[sources.caselaw]}; CourtListener:{' '}
        {OUTCOME_WORDS[sources.courtlistener]}.
      </Typography.Text>
      {search.fallback ? (
        <Alert
          type="warning"
          showIcon
          title="The case-law services could not be reached."
          description="These are three landmark Supreme Court cases kept in the product, not results for your search. Try again later."
          data-testid="case-fallback-notice"
        />
      ) : null}
      {search.results.length === 0 ? (
        <Empty description={`No cases found for “${search.query.query}”.`} data-testid="case-results-empty" />
      ) : (
        <ul className="legal-list" aria-label="Case results">
          {search.results.map((result) => (
            <li key={result.id} className="legal-item" data-testid="case-result">
              <Flex vertical gap={6}>
                <Flex justify="space-between" gap={8} wrap align="baseline">
                  <h3 data-testid="case-result-name">{result.name}</h3>
                  <Tag data-testid="case-result-source">{SOURCE_LABELS[result.source]}</Tag>
                </Flex>
                <span className="legal-meta">
                  <span data-testid="case-result-citation">{result.citation || 'No citation'}</span>
                  {result.court ? ` · ${result.court}` : ''}
                  {result.date ? ` · ${dayInWords(result.date)}` : ''}
                </span>
                {result.summary ? <p className="legal-snippet">{result.summary}</p> : null}
                <Flex justify="space-between" gap={8} wrap align="center">
                  {result.url ? (
                    <a href={result.url} target="_blank" rel="noreferrer noopener">
                      Read the opinion <ExportOutlined aria-hidden />
                      <span className="legal-visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <span />
                  )}
                  <SaveToMatter result={result} matters={matters} saving={savingId === result.id} onSave={(matterId) => onSave(result, matterId)} />
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
