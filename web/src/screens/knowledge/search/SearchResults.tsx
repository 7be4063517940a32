import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import type { SearchHit } from '../../../api/knowledge';
import { errorMessage } from '../../../api/ApiError';
import { HighlightedText } from './HighlightedText';

interface SearchResultsProps {
  query: string;
  scopeText: string;
  hits: SearchHit[] | undefined;
  loading: boolean;
  error: unknown;
  hrefFor(hit: SearchHit): string;
  onRetry(): void;
  onClear(): void;
}

function HitItem({ hit, href }: { hit: SearchHit; href: string }) {
  const where = [hit.page !== null ? `Page ${hit.page}` : null, hit.headingPath.length ? hit.headingPath.join(' › ') : null].filter(Boolean).join(' · ');
  return (
    <li className="kb-hit" data-testid="kb-search-hit" data-document-id={hit.documentId} data-page={hit.page ?? undefined}>
      <Link to={href} className="kb-hit-link">
        <span className="kb-hit-title">{hit.documentTitle}</span>
        {where ? <span className="kb-hit-where">{where}</span> : null}
        <span className="kb-hit-text">
          <HighlightedText text={hit.text} spans={hit.highlights} />
        </span>
      </Link>
    </li>
  );
}

/** What the search found: title, page, headings and the passage with its matches marked; a hit opens the document there. */
export function SearchResults({ query, scopeText, hits, loading, error, hrefFor, onRetry, onClear }: SearchResultsProps) {
  let body;
  if (loading) {
    body = (
      <div role="status" aria-busy="true" aria-label="Searching">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        title="The search did not work"
        description={errorMessage(error)}
        action={<Button onClick={onRetry}>Try again</Button>}
        data-testid="kb-search-error"
      />
    );
  } else if (!hits?.length) {
    body = (
      <Empty
        description="Nothing found. Try other words, or open another folder or matter: a matter's documents are searched only inside it."
        data-testid="kb-search-empty"
      />
    );
  } else {
    body = (
      <ol className="kb-hits" aria-label="Search results">
        {hits.map((hit) => (
          <HitItem key={hit.chunkId} hit={hit} href={hrefFor(hit)} />
        ))}
      </ol>
    );
  }

  return (
    <section className="kb-results" aria-labelledby="kb-results-heading" data-testid="kb-search-results">
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <div>
          <Typography.Title level={2} className="kb-pane-title" id="kb-results-heading">
            Results for “{query}”
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="kb-search-scope" aria-live="polite">
            {scopeText}
            {hits && !loading ? ` — ${hits.length === 1 ? '1 passage' : `${hits.length} passages`} found` : ''}
          </Typography.Text>
        </div>
        <Button onClick={onClear} data-testid="kb-search-clear">
          Back to documents
        </Button>
      </Flex>
      {body}
    </section>
  );
}
