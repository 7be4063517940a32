import { useState } from 'react';
import { Alert, Button, Empty, Flex, Select, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/ApiError';
import type { DocumentFilters, DocumentStatus } from '../api/documents';
import { momentInWords } from '../common/caseWords';
import { draftPath } from '../legalRoute';
import { useDocuments, useTemplates } from '../state/useLegalQueries';
import { STATUS_LABELS, STATUS_OPTIONS, documentTypes, typeLabel } from './documentWords';

/** The user's documents, newest first, filtered by type, status and tags. */
export function DocumentsPanel({ onNew }: { onNew(): void }) {
  const [filters, setFilters] = useState<DocumentFilters>({});
  const documents = useDocuments(filters);
  const templates = useTemplates();
  const filtered = Boolean(filters.documentType || filters.status || filters.tags?.length);
  const types = documentTypes(templates.data, documents.data);

  let body;
  if (documents.data?.length) {
    body = (
      <ul className="legal-list" aria-label="Documents">
        {documents.data.map((document) => (
          <li key={document.id} className="legal-item" data-testid="document-row">
            <Flex justify="space-between" gap={8} wrap align="baseline">
              <Link to={draftPath(document.id)} data-testid="document-open">
                {document.title || 'Untitled'}
              </Link>
              <Tag>{STATUS_LABELS[document.status]}</Tag>
            </Flex>
            <div className="legal-meta">
              {typeLabel(document.documentType)} · updated {momentInWords(document.updatedAt)}
              {document.tags.length ? ` · ${document.tags.join(', ')}` : ''}
            </div>
          </li>
        ))}
      </ul>
    );
  } else if (documents.data) {
    body = filtered ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No documents match these filters." data-testid="documents-empty" />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No drafts yet." data-testid="documents-empty">
        <Button type="primary" onClick={onNew}>
          New draft
        </Button>
      </Empty>
    );
  } else if (documents.error && !documents.loading) {
    body = <Alert type="error" showIcon title="Could not load your documents." description={errorMessage(documents.error)} action={<Button onClick={() => void documents.reload()}>Try again</Button>} />;
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading your documents">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }

  return (
    <section className="legal-panel" aria-labelledby="documents-heading" data-testid="documents-panel">
      <h2 id="documents-heading">Documents</h2>
      <div className="legal-form-row" style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="Any type"
          aria-label="Filter by type"
          value={filters.documentType}
          options={types.map((type) => ({ value: type, label: typeLabel(type) }))}
          onChange={(documentType?: string) => setFilters((current) => ({ ...current, documentType }))}
        />
        <Select
          allowClear
          placeholder="Any status"
          aria-label="Filter by status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status?: DocumentStatus) => setFilters((current) => ({ ...current, status }))}
        />
        <Select
          mode="tags"
          allowClear
          placeholder="Tags"
          aria-label="Filter by tags"
          value={filters.tags ?? []}
          tokenSeparators={[',']}
          onChange={(tags: string[]) => setFilters((current) => ({ ...current, tags }))}
        />
      </div>
      {body}
    </section>
  );
}
