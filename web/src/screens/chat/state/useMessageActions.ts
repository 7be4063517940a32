import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationDetail } from '../../../../../domain/chat/views';
import { editMessage, regenerateMessage, stopMessage } from '../../../api/chat';
import { errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import { chatKeys } from './chatKeys';
import { editOptimistically, replaceFrom, replaceMessage } from './conversationCache';

/** Stop, regenerate and edit-and-resend for the messages of one conversation. */
export function useMessageActions(conversationId: string) {
  const client = useQueryClient();
  const toast = useToast();
  const key = chatKeys.conversation(conversationId);
  const patch = (update: (detail: ConversationDetail) => ConversationDetail) =>
    client.setQueryData<ConversationDetail>(key, (detail) => detail && update(detail));

  const stop = useMutation({
    mutationFn: (messageId: string) => stopMessage(messageId),
    onSuccess: (message) => patch((detail) => replaceMessage(detail, message)),
    onError: (error) => toast.error(`Could not stop the reply: ${errorMessage(error)}`),
  });
  const regenerate = useMutation({
    mutationFn: (messageId: string) => regenerateMessage(messageId),
    onSuccess: (message) => patch((detail) => replaceMessage(detail, message)),
    onError: (error) => toast.error(`Could not write the reply again: ${errorMessage(error)}`),
  });
  const edit = useMutation({
    mutationFn: ({ messageId, content }: { messageId: string; content: string }) => editMessage(messageId, content),
    onMutate: async ({ messageId, content }) => {
      await client.cancelQueries({ queryKey: key });
      patch((detail) => editOptimistically(detail, messageId, content));
    },
    onSuccess: (pair, { messageId }) => patch((detail) => replaceFrom(detail, messageId, pair)),
    onError: (error) => {
      toast.error(`Could not send the edited message: ${errorMessage(error)}`);
      void client.invalidateQueries({ queryKey: key });
    },
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.conversationLists() }),
  });
  return { stop, regenerate, edit };
}
