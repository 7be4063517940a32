import { createParser } from 'eventsource-parser';

export interface SseEvent {
  id: string | null;
  event: string;
  /** The event's data, parsed as JSON. */
  data: unknown;
}

export interface SseHandlers {
  /** Return true to stop reading (the caller then aborts the request). */
  onEvent(event: SseEvent): boolean | void;
  onRetry?(milliseconds: number): void;
}

/**
 * Reads a `text/event-stream` body as a browser's EventSource would (eventsource-parser does the framing),
 * until the body ends, the signal aborts, or `onEvent` asks to stop.
 */
export async function readSse(body: ReadableStream<Uint8Array>, signal: AbortSignal, handlers: SseHandlers): Promise<void> {
  let stopped = false;
  const parser = createParser({
    onEvent: (message) => {
      if (stopped) return;
      const event: SseEvent = { id: message.id ?? null, event: message.event ?? 'message', data: JSON.parse(message.data) as unknown };
      if (handlers.onEvent(event) === true) stopped = true;
    },
    onRetry: (milliseconds) => handlers.onRetry?.(milliseconds),
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    while (!stopped) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  } finally {
    reader.releaseLock();
  }
}
