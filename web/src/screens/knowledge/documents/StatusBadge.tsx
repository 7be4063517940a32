import { Badge, Flex, Typography } from 'antd';
import type { DocumentStatus } from '../../../api/knowledge';
import { STATUS_BADGE, STATUS_WORDS, progressText } from './documentText';

interface StatusBadgeProps {
  status: DocumentStatus;
  chunkCount: number;
  chunksEmbedded: number;
  /** Show "x of y passages" under the words while processing. */
  showProgress?: boolean;
}

/** A document's status: a coloured dot and its words ("Processing…", "Ready", "Failed"), progress while pending. */
export function StatusBadge({ status, chunkCount, chunksEmbedded, showProgress = true }: StatusBadgeProps) {
  return (
    <Flex vertical gap={0} data-testid="kb-document-status" data-status={status}>
      <Badge status={STATUS_BADGE[status]} text={STATUS_WORDS[status]} />
      {showProgress && status === 'pending' ? (
        <Typography.Text type="secondary" className="kb-small" data-testid="kb-document-progress">
          {progressText(chunksEmbedded, chunkCount)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
