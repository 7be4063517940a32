import { Alert, Button, Empty, Flex, Popconfirm, Skeleton, Tag } from 'antd';
import { errorMessage } from '../../../api/ApiError';
import { momentInWords } from '../common/caseWords';
import { useSearchHistory } from '../state/useLegalQueries';

interface SearchHistoryPanelProps {
  activeId: string | null;
  clearing: boolean;
  onOpen(id: string): void;
  onClear(): void;
}

/** The user's past searches (newest first): reopen one, or clear them all. */
export function SearchHistoryPanel({ activeId, clearing, onOpen, onClear }: SearchHistoryPanelProps) {
  const history = useSearchHistory();
  let body;
  if (history.data?.length) {
    body = (
      <ul className="legal-list">
        {history.data.map((search) => (
          <li key={search.id} data-testid="search-history-item">
            <Button
              block
              className={search.id === activeId ? 'legal-history-active' : undefined}
              style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'start', justifyContent: 'flex-start' }}
              aria-current={search.id === activeId ? 'true' : undefined}
              onClick={() => onOpen(search.id)}
            >
              <span style={{ display: 'block', minWidth: 0, overflowWrap: 'anywhere' }}>
                <span style={{ display: 'block' }}>{search.query.query}</span>
                <span className="legal-meta">
                  {search.resultCount} {search.resultCount === 1 ? 'case' : 'cases'} · {momentInWords(search.createdAt)}
                </span>
                {search.fallback ? <Tag style={{ marginInlineStart: 6 }}>Services unreachable</Tag> : null}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    );
  } else if (history.data) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No searches yet." data-testid="search-history-empty" />;
  } else if (history.error && !history.loading) {
    body = <Alert type="error" showIcon title="Could not load your searches." description={errorMessage(history.error)} action={<Button onClick={() => void history.reload()}>Try again</Button>} />;
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading your searches">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  return (
    <section className="legal-panel" aria-labelledby="search-history-heading" data-testid="search-history">
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 12 }}>
        <h2 id="search-history-heading" style={{ margin: 0 }}>
          Search history
        </h2>
        {history.data?.length ? (
          <Popconfirm title="Clear your search history?" okText="Clear" onConfirm={onClear}>
            <Button size="small" loading={clearing} data-testid="search-history-clear">
              Clear history
            </Button>
          </Popconfirm>
        ) : null}
      </Flex>
      {body}
    </section>
  );
}
