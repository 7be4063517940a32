import type { ChatMessageView, ChatStreamEvent, ConversationDetail } from '../../../../../domain/chat/views';

/** One event of a reply's stream, with the id the server gave it (the reply's length after a delta or done). */
export type ReceivedStreamEvent = ChatStreamEvent & { lastEventId?: string };

/** The event id as the reply's length in characters, or null when absent or not a number. */
function replyLength(lastEventId: string | undefined): number | null {
  if (lastEventId === undefined || lastEventId === '') return null;
  const length = Number(lastEventId);
  return Number.isInteger(length) && length >= 0 ? length : null;
}

/**
 * The message after one stream event. A delta's id is the reply's length after it, so the delta covers
 * [id - text.length, id): text already held (a replay after a reconnect, or the whole reply so far on a fresh
 * subscription) is replaced rather than doubled. Without an id the text is appended. `done` is the final message.
 */
export function applyStreamEvent(message: ChatMessageView, event: ReceivedStreamEvent): ChatMessageView {
  switch (event.event) {
    case 'sources':
      return { ...message, sources: event.data.sources, notices: event.data.notices };
    case 'delta': {
      const length = replyLength(event.lastEventId);
      if (length === null) return { ...message, content: message.content + event.data.text };
      const start = Math.max(0, length - event.data.text.length);
      // A gap (text the browser never saw) cannot be filled from this delta: keep what is held and append.
      if (start > message.content.length) return { ...message, content: message.content + event.data.text };
      return { ...message, content: message.content.slice(0, start) + event.data.text };
    }
    case 'done':
      return event.data;
  }
}

/** The conversation with one message replaced by `update(message)` (unchanged when the message is not there). */
export function patchMessage(
  detail: ConversationDetail,
  messageId: string,
  update: (message: ChatMessageView) => ChatMessageView,
): ConversationDetail {
  let changed = false;
  const messages = detail.messages.map((message) => {
    if (message.id !== messageId) return message;
    changed = true;
    return update(message);
  });
  return changed ? { ...detail, messages } : detail;
}

/** Parses an EventSource message's data into a typed event; null when the data is not JSON. */
export function parseStreamEvent(event: ChatStreamEvent['event'], data: string, lastEventId: string): ReceivedStreamEvent | null {
  try {
    const parsed = JSON.parse(data) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    return { event, data: parsed, lastEventId } as ReceivedStreamEvent;
  } catch {
    return null;
  }
}
