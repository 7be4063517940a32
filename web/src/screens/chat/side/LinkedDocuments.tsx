import { Button, Empty, Flex, Tooltip, Typography } from 'antd';
import { DeleteOutlined, FileTextOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { documentHref } from '../text/sourceLinks';
import type { LinkableDocument } from '../state/useChatQueries';
import { DocumentPicker } from './DocumentPicker';

export interface LinkedDocument {
  documentId: string;
  title: string;
}

interface LinkedDocumentsProps {
  linked: readonly LinkedDocument[];
  linkable: { data: readonly LinkableDocument[] | undefined; isLoading: boolean; error: Error | null; refetch(): unknown };
  adding: boolean;
  onAdd(documentId: string): void;
  onRemove(documentId: string): void;
}

/** The documents the chat answers from: each opens in the knowledge viewer; add more, or remove one. */
export function LinkedDocuments({ linked, linkable, adding, onAdd, onRemove }: LinkedDocumentsProps) {
  const matterOf = (documentId: string) => linkable.data?.find((item) => item.document.id === documentId)?.document.matterId ?? null;
  return (
    <section aria-labelledby="chat-linked-title" className="chat-side-section" data-testid="chat-linked-documents">
      <Typography.Title level={2} id="chat-linked-title" className="chat-side-title">
        Documents
      </Typography.Title>
      <DocumentPicker
        documents={linkable.data}
        loading={linkable.isLoading}
        error={linkable.error}
        linkedIds={new Set(linked.map((item) => item.documentId))}
        adding={adding}
        onRetry={() => void linkable.refetch()}
        onAdd={onAdd}
      />
      {linked.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No documents linked to this chat yet." />
      ) : (
        <ul className="chat-plain-list">
          {linked.map((item) => (
            <li key={item.documentId} className="chat-linked-item" data-testid="chat-linked-document">
              <Flex align="center" gap={6} justify="space-between">
                <Link to={documentHref(item.documentId, matterOf(item.documentId))} className="chat-linked-link">
                  <FileTextOutlined aria-hidden /> {item.title}
                </Link>
                <Tooltip title="Remove from this chat">
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${item.title} from this chat`}
                    onClick={() => onRemove(item.documentId)}
                    data-testid="chat-linked-remove"
                  />
                </Tooltip>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
