import { Alert, Button, Drawer, Empty, Flex, Skeleton, Typography } from 'antd';
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { ApiError, errorMessage } from '../../../api/ApiError';
import { documentFileUrl } from '../../../api/knowledge';
import { MIN_WIDTH, useMediaQuery } from '../../../components/useMediaQuery';
import { StatusBadge } from '../documents/StatusBadge';
import { retryText, sourceText } from '../documents/documentText';
import type { ViewerTarget } from '../state/useKnowledgeParams';
import { useKnowledgeVars } from '../state/useKnowledgeVars';
import { useChunks, useDocument } from '../state/useKnowledgeQueries';
import { PassageList } from './PassageList';
import { useScrollToTarget } from './useScrollToTarget';

interface DocumentViewerProps {
  target: ViewerTarget | null;
  onClose(): void;
}

/** The document viewer: its passages by page, scrolled to the page or passage asked for, with its original file. */
export function DocumentViewer({ target, onClose }: DocumentViewerProps) {
  const wide = useMediaQuery(MIN_WIDTH.lg);
  const vars = useKnowledgeVars();
  const documentId = target?.documentId ?? null;
  const matterId = target?.matterId ?? null;
  const documentQuery = useDocument(documentId, matterId);
  const chunks = useChunks(documentId, matterId, documentQuery.data?.status);
  useScrollToTarget(Boolean(chunks.data?.length), target?.chunkId ?? null, target?.page ?? null);

  const data = documentQuery.data;
  let body;
  if (!documentId) {
    body = null;
  } else if (documentQuery.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading the document">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  } else if (documentQuery.isError || !data) {
    const missing = documentQuery.error instanceof ApiError && documentQuery.error.status === 404;
    body = (
      <Alert
        type="error"
        showIcon
        title={missing ? 'This document is not here' : 'Could not open this document'}
        description={missing ? 'It may have been deleted, or it belongs to a matter that is not open.' : errorMessage(documentQuery.error)}
        data-testid="kb-viewer-error"
      />
    );
  } else {
    const isPdf = data.mimeType === 'application/pdf';
    const fileUrl = documentFileUrl(data.id, matterId);
    const pdfPage = target?.page ?? 1;
    let passages;
    if (chunks.isPending) passages = <Skeleton active paragraph={{ rows: 8 }} />;
    else if (chunks.isError) passages = <Alert type="error" showIcon title="Could not load the text" description={errorMessage(chunks.error)} />;
    else if (!chunks.data.length)
      passages = <Empty description={data.status === 'pending' ? 'The document is still being read.' : 'No text was found in this document.'} />;
    else passages = <PassageList chunks={chunks.data} highlightedId={target?.chunkId ?? null} />;

    body = (
      <Flex vertical gap={16}>
        <Flex gap={16} wrap align="flex-start" className="kb-viewer-meta">
          <StatusBadge status={data.status} chunkCount={data.chunkCount} chunksEmbedded={data.chunksEmbedded} />
          <Typography.Text type="secondary">{sourceText(data.source)}</Typography.Text>
          {data.pageCount ? <Typography.Text type="secondary">{data.pageCount === 1 ? '1 page' : `${data.pageCount} pages`}</Typography.Text> : null}
          {data.retryCount ? <Typography.Text type="secondary">{retryText(data.retryCount)}</Typography.Text> : null}
        </Flex>
        {data.error ? <Alert type="error" showIcon title="This document could not be read" description={data.error} data-testid="kb-viewer-document-error" /> : null}
        {data.hasFile ? (
          <Flex gap={8} wrap>
            <Button href={fileUrl} icon={<DownloadOutlined />} download data-testid="kb-viewer-download">
              Download original
            </Button>
            {isPdf ? (
              <Button href={`${fileUrl}#page=${pdfPage}`} target="_blank" rel="noopener" icon={<FilePdfOutlined />} data-testid="kb-viewer-pdf">
                Open the PDF at page {pdfPage}
              </Button>
            ) : null}
          </Flex>
        ) : null}
        {passages}
      </Flex>
    );
  }

  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      title={data?.title ?? 'Document'}
      size={wide ? 760 : '100%'}
      destroyOnHidden
      data-testid="kb-viewer"
      className="kb-viewer"
      styles={{ body: vars }}
    >
      {body}
    </Drawer>
  );
}
