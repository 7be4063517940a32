import { useEffect, useMemo, useState } from 'react';
import type { ChatMessageView } from '../../../../../domain/chat/views';
import { pendingUserMessage, lastAssistant, streamingReplies } from './conversationCache';
import { useChatDraft } from './useChatDraft';
import { useChatAssistants, useChatStatus, useConversation, useLinkableDocuments } from './useChatQueries';
import { useConversationActions } from './useConversationActions';
import { useMessageActions } from './useMessageActions';
import { useSendMessage } from './useSendMessage';

const NO_MESSAGES: ChatMessageView[] = [];

/** What the chat screen shows and does, for an open conversation (id) or a new chat (null). */
export function useChatSession(conversationId: string | null, assistantParam: string | null, onCreated: (conversationId: string) => void) {
  const status = useChatStatus();
  const assistants = useChatAssistants();
  const detail = useConversation(conversationId);
  const linkable = useLinkableDocuments(true);
  const drafts = useChatDraft(assistantParam);
  const conversationActions = useConversationActions();
  const messageActions = useMessageActions(conversationId ?? '');
  const [announcement, setAnnouncement] = useState('');

  // /ai-assistant?assistant=<id> while the page is open: a new chat with that assistant.
  const { setAssistant } = drafts;
  useEffect(() => {
    if (!conversationId && assistantParam) setAssistant(assistantParam);
  }, [conversationId, assistantParam, setAssistant]);

  const conversation = conversationId ? (detail.data?.conversation ?? null) : null;
  const knownAssistant = assistants.data?.find((assistant) => assistant.id === drafts.draft.assistantId) ?? null;
  // ?assistant= before the list has loaded (or when it could not be) is sent as given; the server checks it.
  const draftAssistantId = knownAssistant?.id ?? (assistants.isSuccess ? null : drafts.draft.assistantId);
  const assistantId = conversationId ? (conversation?.assistantId ?? null) : draftAssistantId;
  const assistantName = conversationId ? (conversation?.assistantName ?? null) : knownAssistant?.name ?? null;
  const model = (conversationId ? conversation?.model : drafts.draft.model) ?? status.data?.defaultModel ?? null;

  const onReplyDone = (message: ChatMessageView) => {
    const text = message.status === 'complete' ? 'The reply is ready.' : message.status === 'error' ? 'The reply failed.' : 'The reply ended.';
    // A trailing no-break space alternates, so the same words are announced again for the next reply.
    setAnnouncement((previous) => (previous.endsWith('\u00a0') ? text : `${text}\u00a0`));
  };

  const sender = useSendMessage({
    conversationId,
    draft: { assistantId, model, documentIds: drafts.draft.documents.map((item) => item.documentId) },
    model,
    onCreated,
    onFinished: onReplyDone,
  });

  const newQuestion = sender.newQuestion;
  const draftMessages = useMemo(() => (newQuestion ? [pendingUserMessage('', newQuestion)] : NO_MESSAGES), [newQuestion]);
  const messages = conversationId ? (detail.data?.messages ?? NO_MESSAGES) : draftMessages;
  const streaming = streamingReplies(messages);

  const linked = conversationId
    ? (detail.data?.documents ?? []).map((item) => ({ documentId: item.documentId, title: item.documentTitle }))
    : drafts.draft.documents;

  const addDocument = (documentId: string) => {
    if (conversationId) {
      conversationActions.link.mutate({ conversationId, documentId });
      return;
    }
    const found = linkable.data?.find((item) => item.document.id === documentId);
    drafts.addDocument({ documentId, title: found?.document.title ?? documentId });
  };
  const removeDocument = (documentId: string) => {
    if (conversationId) conversationActions.unlink.mutate({ conversationId, documentId });
    else drafts.removeDocument(documentId);
  };
  const setModel = (modelId: string) => {
    if (conversationId) conversationActions.update.mutate({ conversationId, changes: { model: modelId } });
    else drafts.setModel(modelId);
  };

  return {
    status,
    assistants,
    detail,
    linkable,
    conversation,
    assistantId,
    assistantName,
    model,
    messages,
    streaming: streaming.length > 0,
    lastSources: lastAssistant(messages)?.sources ?? [],
    linked,
    linking: conversationActions.link.isPending,
    sender,
    announcement,
    resetDraft: drafts.reset,
    setAssistant: drafts.setAssistant,
    setModel,
    addDocument,
    removeDocument,
    stop: () => streaming.forEach((message) => messageActions.stop.mutate(message.id)),
    regenerate: (messageId: string) => messageActions.regenerate.mutate(messageId),
    edit: (messageId: string, content: string) => messageActions.edit.mutate({ messageId, content }),
    editing: messageActions.edit.isPending,
    onReplyDone,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
