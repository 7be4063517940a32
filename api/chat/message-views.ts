import type { Selectable } from 'kysely';
import type { ChatMessagesTable, ConversationDocumentsTable } from '../../db/tables/chat';
import type { ChatMessageView, ConversationDocumentView } from '../../domain/chat/views';

export function messageView(row: Selectable<ChatMessagesTable>): ChatMessageView {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    role: row.role,
    content: row.content,
    status: row.status,
    error: row.error,
    timestamp: row.created_at.toISOString(),
    metadata: { model: row.model, provider: row.provider },
    sources: row.sources,
    citations: row.citations,
    legalCitations: row.legal_citations,
    notices: row.notices,
  };
}

export function documentLinkView(row: Selectable<ConversationDocumentsTable>): ConversationDocumentView {
  return {
    conversationId: row.conversation_id,
    documentId: row.document_id,
    documentTitle: row.document_title,
    documentType: row.document_type,
    createdAt: row.created_at.toISOString(),
    lastModified: row.last_modified.toISOString(),
    isActive: row.is_active,
    source: row.source,
    version: row.version,
  };
}
