/** The chat's numbers (seed 001 §9) and texts (§8), verbatim. */
export const CHAT_RULES = {
  /** Default model context size, in tokens. */
  contextSize: 32_000,
  /** Partial text is written to the database every 5th streamed chunk. */
  flushEveryChunks: 5,
  /** Empty conversations are cleaned out 1 s after the chat loads. */
  cleanupDelayMs: 1000,
  /** Retrieval for an answer (§9 context building): at most 3 documents at similarity ≥ 0.6. */
  maxDocuments: 3,
  similarityThreshold: 0.6,
  /** Longest message a person may send, in characters. */
  maxMessageCharacters: 20_000,
  /** A streaming reply not written to for this long belongs to a process that has gone. */
  staleStreamMs: 60_000,
} as const;

/** Rough characters per token, to keep a conversation inside the model's context. */
export const CHARACTERS_PER_TOKEN = 4;

export const CHAT_MESSAGES = {
  apology: 'I apologize, but I encountered an error while processing your request. Please try again later.',
  unknownError: 'An unknown error occurred',
  errorText: (message: string) => `Error: ${message}`,
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  emptyMessage: 'Type a message first.',
  messageTooLong: `A message can be at most ${20_000} characters long.`,
  notStreaming: 'This reply has already finished.',
  onlyAssistantRegenerates: 'Only an answer can be regenerated.',
  onlyUserEdits: 'Only your own messages can be edited.',
  replyInProgress: 'Wait for the current answer to finish, or stop it first.',
  documentNotFound: 'Document not found',
  assistantNotFound: (id: string) => `Assistant with ID ${id} not found.`,
  noModel: 'Writing an answer needs an AI model, and none is set up.',
  retrievalOnlyIntro: 'Here are the passages from your documents that best match your question:',
  retrievalOnlyNothing: 'No passage in your documents matches your question closely enough. Try other words, or link the documents to this chat.',
  privilegedWithheld: (count: number) =>
    `${count} ${count === 1 ? 'passage' : 'passages'} from privileged folders matched, but I can't use them with a remote AI model: privileged documents never leave the firm. Read them in the knowledge base, or ask an administrator to set up a model that runs on the firm's own machines.`,
  interrupted: 'The answer was cut off when the server restarted. Regenerate it to try again.',
} as const;

export function errorTextOf(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  return message ? CHAT_MESSAGES.errorText(message) : CHAT_MESSAGES.unknownError;
}

/** Seed 001 §4: a conversation is kept in history once it holds a non-empty user and a non-empty assistant message. */
export function belongsInHistory(messages: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>): boolean {
  return messages.some((m) => m.role === 'user' && m.content.trim() !== '') && messages.some((m) => m.role === 'assistant' && m.content.trim() !== '');
}
