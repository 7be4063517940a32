import type { AreaOptions } from '../area-options';
import type { ChatModel } from './chat-model';
import type { LiveReplies } from './generation/live-replies';

export interface ChatAreaOptions extends AreaOptions {
  model: ChatModel;
  live: LiveReplies;
}
