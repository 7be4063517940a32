import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessageView, ConversationDetail } from '../../../../../domain/chat/views';
import { createConversation, sendMessage, type NewConversationInput } from '../../../api/chat';
import { errorMessage } from '../../../api/ApiError';
import { chatKeys } from './chatKeys';
import { appendMessage, pendingUserMessage, removeMessage, settlePending } from './conversationCache';

export interface SendFailure {
  content: string;
  error: string;
}

interface SendVariables {
  content: string;
  pending: ChatMessageView;
}

interface SendOptions {
  /** null: a new chat, created with `draft` when the first question is sent. */
  conversationId: string | null;
  draft: NewConversationInput;
  model: string | null;
  /** The new conversation exists (the page moves to its address). */
  onCreated(conversationId: string): void;
  /** The reply came back finished (retrieval only: no stream to wait for). */
  onFinished(message: ChatMessageView): void;
}

/**
 * Sends a question: it shows at once (a pending message), the conversation is created first when new, then the
 * server's question and reply take the pending one's place; the reply then streams (useReplyStream).
 */
export function useSendMessage({ conversationId, draft, model, onCreated, onFinished }: SendOptions) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [newQuestion, setNewQuestion] = useState<string | null>(null);
  /** The conversation a new chat's first question created (where its pending message is, should sending fail). */
  const created = useRef<string | null>(null);

  const mutation = useMutation({
    mutationFn: async ({ content, pending }: SendVariables) => {
      let id = conversationId;
      if (!id) {
        const detail: ConversationDetail = await createConversation({ ...draft, model: draft.model ?? model });
        id = detail.conversation.id;
        created.current = id;
        client.setQueryData(chatKeys.conversation(id), appendMessage(detail, { ...pending, conversationId: id }));
        setNewQuestion(null);
        onCreated(id);
      }
      return { conversationId: id, pair: await sendMessage(id, content, model) };
    },
    onMutate: async ({ content, pending }) => {
      setFailure(null);
      created.current = null;
      if (!conversationId) {
        setNewQuestion(content);
        return;
      }
      const key = chatKeys.conversation(conversationId);
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<ConversationDetail>(key, (detail) => detail && appendMessage(detail, pending));
    },
    onSuccess: ({ conversationId: id, pair }, { pending }) => {
      client.setQueryData<ConversationDetail>(chatKeys.conversation(id), (detail) => detail && settlePending(detail, pending.id, pair));
      if (pair.assistantMessage.status !== 'streaming') {
        onFinished(pair.assistantMessage);
        // The title the server gave the conversation (a streamed reply's is read again when it is done).
        void client.invalidateQueries({ queryKey: chatKeys.conversation(id) });
      }
    },
    onError: (error, { content, pending }) => {
      setNewQuestion(null);
      setFailure({ content, error: errorMessage(error) });
      const id = pending.conversationId || created.current;
      if (id) client.setQueryData<ConversationDetail>(chatKeys.conversation(id), (detail) => detail && removeMessage(detail, pending.id));
    },
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.conversationLists() }),
  });

  const send = (content: string) => {
    const text = content.trim();
    if (!text || mutation.isPending) return;
    mutation.mutate({ content: text, pending: pendingUserMessage(conversationId ?? '', text) });
  };

  return {
    send,
    sending: mutation.isPending,
    /** The question of a new chat while its conversation is being created. */
    newQuestion,
    failure,
    dismissFailure: () => setFailure(null),
  };
}
