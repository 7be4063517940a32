import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessageView, ChatStreamEvent, ConversationDetail } from '../../../../../domain/chat/views';
import { messageStreamUrl } from '../../../api/chat';
import { chatKeys } from './chatKeys';
import { applyStreamEvent, parseStreamEvent, patchMessage } from './streamReducer';

const EVENTS: ReadonlyArray<ChatStreamEvent['event']> = ['sources', 'delta', 'done'];

/**
 * Follows one reply's server-sent events into the conversation's cached detail. EventSource reconnects by itself
 * after a drop (sending Last-Event-ID, so the server replays what was missed); after `done` it is closed. When the
 * stream cannot be opened at all, the conversation is read again (the reply may have ended meanwhile).
 */
export function useReplyStream(conversationId: string, messageId: string, onDone: (message: ChatMessageView) => void): void {
  const client = useQueryClient();
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    const key = chatKeys.conversation(conversationId);
    const source = new EventSource(messageStreamUrl(messageId), { withCredentials: true });
    const listeners = EVENTS.map((name) => {
      const listener = (raw: Event) => {
        const message = raw as MessageEvent<string>;
        const event = parseStreamEvent(name, message.data, message.lastEventId);
        if (!event) return;
        if (event.event === 'done') source.close();
        client.setQueryData<ConversationDetail>(key, (detail) => detail && patchMessage(detail, messageId, (current) => applyStreamEvent(current, event)));
        if (event.event === 'done') {
          onDoneRef.current(event.data);
          void client.invalidateQueries({ queryKey: chatKeys.conversationLists() });
          void client.invalidateQueries({ queryKey: key });
        }
      };
      source.addEventListener(name, listener);
      return [name, listener] as const;
    });
    source.onerror = () => {
      // CONNECTING: the browser is reconnecting by itself. CLOSED: it gave up (an error reply); ask the server.
      if (source.readyState === EventSource.CLOSED) void client.invalidateQueries({ queryKey: key });
    };
    return () => {
      for (const [name, listener] of listeners) source.removeEventListener(name, listener);
      source.close();
    };
  }, [client, conversationId, messageId]);
}
