import { Flex } from 'antd';
import type { ChatSource } from '../../../../../domain/chat/views';
import { LinkedDocuments, type LinkedDocument } from './LinkedDocuments';
import { SourceList } from './SourceList';
import type { LinkableDocument } from '../state/useChatQueries';

interface ContextPanelProps {
  linked: readonly LinkedDocument[];
  linkable: { data: readonly LinkableDocument[] | undefined; isLoading: boolean; error: Error | null; refetch(): unknown };
  adding: boolean;
  sources: readonly ChatSource[];
  onAdd(documentId: string): void;
  onRemove(documentId: string): void;
}

/** Beside the conversation: its linked documents and the last answer's sources. */
export function ContextPanel({ linked, linkable, adding, sources, onAdd, onRemove }: ContextPanelProps) {
  return (
    <Flex vertical gap={20} className="chat-context" data-testid="chat-context">
      <LinkedDocuments linked={linked} linkable={linkable} adding={adding} onAdd={onAdd} onRemove={onRemove} />
      <SourceList sources={sources} />
    </Flex>
  );
}
