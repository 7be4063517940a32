import { EventEmitter } from 'node:events';
import type { ChatMessageView, ChatNotice, ChatSource } from '../../../domain/chat/views';

export type LiveReplyEvent =
  | { type: 'sources'; sources: ChatSource[]; notices: ChatNotice[] }
  | { type: 'delta'; text: string; end: number }
  | { type: 'done'; message: ChatMessageView };

/** A reply being written in this process: its text so far, and the events of what comes next. */
export class LiveReply extends EventEmitter {
  content = '';
  sources: ChatSource[] = [];
  notices: ChatNotice[] = [];
  readonly abort = new AbortController();
  /** Settles when the reply is finished, stopped or failed and its row written. */
  finished: Promise<void> = Promise.resolve();

  constructor(readonly messageId: string) {
    super();
    this.setMaxListeners(0);
  }

  publish(event: LiveReplyEvent): void {
    if (event.type === 'sources') {
      this.sources = event.sources;
      this.notices = event.notices;
    }
    this.emit('event', event);
  }

  append(text: string): void {
    this.content += text;
    this.publish({ type: 'delta', text, end: this.content.length });
  }
}

/** The replies this API process is writing, by message id. */
export class LiveReplies {
  private readonly replies = new Map<string, LiveReply>();

  get(messageId: string): LiveReply | undefined {
    return this.replies.get(messageId);
  }

  open(messageId: string): LiveReply {
    this.replies.get(messageId)?.abort.abort();
    const reply = new LiveReply(messageId);
    this.replies.set(messageId, reply);
    return reply;
  }

  close(reply: LiveReply): void {
    if (this.replies.get(reply.messageId) === reply) this.replies.delete(reply.messageId);
  }

  /** Stops every reply (the process is shutting down); each is written as stopped. */
  async stopAll(): Promise<void> {
    const replies = [...this.replies.values()];
    for (const reply of replies) reply.abort.abort();
    await Promise.allSettled(replies.map((reply) => reply.finished));
  }
}
