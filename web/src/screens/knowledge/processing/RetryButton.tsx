import { Button, Flex, Typography } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import type { ProcessingRow } from '../../../api/knowledge';
import { MAX_RETRIES, retryText } from '../documents/documentText';

interface RetryButtonProps {
  row: ProcessingRow;
  busy: boolean;
  onRetry(row: ProcessingRow): void;
}

/** "Retried 1 of 3" and, for a failed document, Retry — disabled with the reason once all retries are used. */
export function RetryButton({ row, busy, onRetry }: RetryButtonProps) {
  const exhausted = row.retryCount >= MAX_RETRIES;
  const explanationId = `kb-retry-why-${row.id}`;
  return (
    <Flex vertical gap={4} align="flex-start">
      <Typography.Text type="secondary" className="kb-small" data-testid="kb-retry-count">
        {retryText(row.retryCount)}
      </Typography.Text>
      {row.status === 'error' ? (
        <>
          <Button
            size="small"
            icon={<RedoOutlined />}
            disabled={exhausted}
            loading={busy}
            onClick={() => onRetry(row)}
            aria-label={`Retry “${row.title}”`}
            aria-describedby={exhausted ? explanationId : undefined}
            data-testid="kb-retry"
          >
            Retry
          </Button>
          {exhausted ? (
            <Typography.Text type="secondary" className="kb-small" id={explanationId}>
              Retried {MAX_RETRIES} times already. Fix the file and upload it again.
            </Typography.Text>
          ) : null}
        </>
      ) : null}
    </Flex>
  );
}
