import { useCallback, useState } from 'react';
import type { LinkedDocument } from '../side/LinkedDocuments';

/** A new chat's choices before its first question creates the conversation. */
export interface ChatDraft {
  assistantId: string | null;
  model: string | null;
  documents: LinkedDocument[];
}

export function useChatDraft(initialAssistantId: string | null) {
  const [draft, setDraft] = useState<ChatDraft>({ assistantId: initialAssistantId, model: null, documents: [] });
  const reset = useCallback((assistantId: string | null) => setDraft({ assistantId, model: null, documents: [] }), []);
  return {
    draft,
    reset,
    setAssistant: useCallback((assistantId: string | null) => setDraft((current) => ({ ...current, assistantId })), []),
    setModel: (model: string) => setDraft((current) => ({ ...current, model })),
    addDocument: (document: LinkedDocument) =>
      setDraft((current) =>
        current.documents.some((item) => item.documentId === document.documentId) ? current : { ...current, documents: [...current.documents, document] },
      ),
    removeDocument: (documentId: string) =>
      setDraft((current) => ({ ...current, documents: current.documents.filter((item) => item.documentId !== documentId) })),
  };
}
