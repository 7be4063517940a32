import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationDetail, ConversationView } from '../../../../../domain/chat/views';
import { deleteConversation, linkDocument, unlinkDocument, updateConversation, type ConversationChanges } from '../../../api/chat';
import { errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import { chatKeys } from './chatKeys';

/** Rename, pin, model, delete, and the linked documents of conversations. */
export function useConversationActions() {
  const client = useQueryClient();
  const toast = useToast();
  const refreshLists = () => client.invalidateQueries({ queryKey: chatKeys.conversationLists() });

  const update = useMutation({
    mutationFn: ({ conversationId, changes }: { conversationId: string; changes: ConversationChanges }) => updateConversation(conversationId, changes),
    onMutate: async ({ conversationId, changes }) => {
      await client.cancelQueries({ queryKey: chatKeys.conversationLists() });
      const lists = client.getQueriesData<ConversationView[]>({ queryKey: chatKeys.conversationLists() });
      client.setQueriesData<ConversationView[]>({ queryKey: chatKeys.conversationLists() }, (list) =>
        list?.map((item) => (item.id === conversationId ? { ...item, ...changes } : item)),
      );
      return { lists };
    },
    onSuccess: (conversation) =>
      client.setQueryData<ConversationDetail>(chatKeys.conversation(conversation.id), (detail) => detail && { ...detail, conversation }),
    onError: (error, _variables, context) => {
      for (const [key, list] of context?.lists ?? []) client.setQueryData(key, list);
      toast.error(`Could not save the change: ${errorMessage(error)}`);
    },
    onSettled: refreshLists,
  });

  const remove = useMutation({
    mutationFn: (conversationId: string) => deleteConversation(conversationId),
    onSuccess: (_reply, conversationId) => {
      client.removeQueries({ queryKey: chatKeys.conversation(conversationId) });
      toast.success('Conversation deleted');
    },
    onError: (error) => toast.error(`Could not delete the conversation: ${errorMessage(error)}`),
    onSettled: refreshLists,
  });

  const link = useMutation({
    mutationFn: ({ conversationId, documentId }: { conversationId: string; documentId: string }) => linkDocument(conversationId, documentId),
    onSuccess: (document) =>
      client.setQueryData<ConversationDetail>(
        chatKeys.conversation(document.conversationId),
        (detail) => detail && { ...detail, documents: [...detail.documents.filter((item) => item.documentId !== document.documentId), document] },
      ),
    onError: (error) => toast.error(`Could not link the document: ${errorMessage(error)}`),
  });

  const unlink = useMutation({
    mutationFn: ({ conversationId, documentId }: { conversationId: string; documentId: string }) => unlinkDocument(conversationId, documentId),
    onSuccess: (_reply, { conversationId, documentId }) =>
      client.setQueryData<ConversationDetail>(
        chatKeys.conversation(conversationId),
        (detail) => detail && { ...detail, documents: detail.documents.filter((item) => item.documentId !== documentId) },
      ),
    onError: (error) => toast.error(`Could not remove the document: ${errorMessage(error)}`),
  });

  return { update, remove, link, unlink };
}
