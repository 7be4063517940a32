import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/ApiError';
import { usePageTitle } from '../../navigation/usePageTitle';
import { countText } from './documents/documentText';
import { MatterChooser } from './processing/MatterChooser';
import { ProcessingTable } from './processing/ProcessingTable';
import { useDocumentMutations } from './state/useDocumentMutations';
import { useKnowledgeVars } from './state/useKnowledgeVars';
import { useProcessing } from './state/useKnowledgeQueries';
import './knowledge.css';

/**
 * /knowledge/ai-processing: each document's state, live while any is being read, with its error and Retry; one
 * matter at a time (?matterId=), or the documents outside matters.
 */
export function ProcessingPage() {
  usePageTitle('Knowledge processing');
  const vars = useKnowledgeVars();
  const [params, setParams] = useSearchParams();
  const matterId = params.get('matterId');
  const chooseMatter = (next: string | null) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (next) updated.set('matterId', next);
      else updated.delete('matterId');
      return updated;
    });
  const processing = useProcessing(matterId);
  const { retry } = useDocumentMutations();
  const rows = processing.data ?? [];
  const pending = rows.filter((row) => row.status === 'pending').length;
  const failed = rows.filter((row) => row.status === 'error').length;

  let body;
  if (processing.isPending) {
    body = (
      <Card role="status" aria-busy="true" aria-label="Loading the processing status">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (processing.isError && !processing.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title="Could not load the processing status"
        description={errorMessage(processing.error)}
        action={<Button onClick={() => void processing.refetch()}>Retry</Button>}
        data-testid="kb-processing-load-error"
      />
    );
  } else if (!rows.length) {
    body = (
      <Empty
        description={
          <span>
            {matterId ? 'No documents in this matter yet.' : 'No documents outside matters yet.'}{' '}
            <Link to="/knowledge" className="kb-inline-link">
              Add documents to the knowledge base
            </Link>{' '}
            and their progress shows here.
          </span>
        }
        data-testid="kb-processing-empty"
      />
    );
  } else {
    body = (
      <ProcessingTable
        rows={rows}
        retryingId={retry.isPending ? (retry.variables?.id ?? null) : null}
        onRetry={(row) => retry.mutate({ id: row.id, matterId: row.matterId })}
      />
    );
  }

  const summary = processing.data
    ? [countText(rows.length, 'document'), pending ? `${pending} being read` : null, failed ? `${failed} failed` : null].filter(Boolean).join(' · ')
    : '';

  return (
    <Flex vertical gap={16} style={vars} className="kb-screen" data-testid="kb-processing-screen">
      <Flex justify="space-between" align="flex-end" gap={12} wrap>
        <div>
          <Typography.Title level={1} className="kb-title">
            Knowledge processing
          </Typography.Title>
          <Typography.Text type="secondary" aria-live="polite" data-testid="kb-processing-summary">
            {summary || 'Each document is read, cut into passages and made ready to search.'}
          </Typography.Text>
        </div>
        <Link to="/knowledge" className="kb-text-link">
          Back to the knowledge base
        </Link>
      </Flex>
      <MatterChooser matterId={matterId} onChange={chooseMatter} />
      {body}
    </Flex>
  );
}
