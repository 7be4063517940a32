import type { CheckedLegalCitation } from '../legal/types';

/** What the chat API returns (seed 001 §3 "AI chat" and "Conversation-document link"). */

export type ChatRole = 'user' | 'assistant';

/** streaming: being written; stopped: the person pressed Stop; interrupted: the server went away mid-reply. */
export type ChatMessageStatus = 'streaming' | 'complete' | 'stopped' | 'error' | 'interrupted';

/** A passage handed to the model, numbered as the model was told to cite it ([1], [2], …). */
export interface ChatSource {
  number: number;
  documentId: string;
  documentTitle: string;
  matterId: string | null;
  chunkId: string;
  page: number | null;
  charStart: number;
  charEnd: number;
  text: string;
  similarity: number | null;
}

export type CitationProblem =
  /** The sentence cites a number no source carries. */
  | 'unknown-source'
  /** A quoted passage is not in the cited source's text. */
  | 'quote-not-found'
  /** A number or date in the sentence is not in the cited source. */
  | 'figures-differ'
  /** The sentence shares almost nothing with the cited source. */
  | 'not-supported';

export interface CheckedQuote {
  text: string;
  found: boolean;
}

/** One sentence of an answer that cites sources, with what the check found. */
export interface CheckedCitation {
  /** Where the sentence is in the message content. */
  sentenceStart: number;
  sentenceEnd: number;
  sources: number[];
  quotes: CheckedQuote[];
  supported: boolean;
  problems: CitationProblem[];
}

export interface ChatNotice {
  kind: 'privileged-withheld' | 'retrieval-only' | 'no-sources' | 'action-proposed' | 'action-refused';
  text: string;
  /** For a proposed action: its entry in the audit queue. */
  auditId?: string;
}

export interface ChatMessageView {
  id: string;
  conversationId: string;
  role: ChatRole;
  content: string;
  status: ChatMessageStatus;
  /** 'Error: {message}' (or 'An unknown error occurred') when status is error. */
  error: string | null;
  timestamp: string;
  metadata: { model: string | null; provider: string | null };
  sources: ChatSource[];
  citations: CheckedCitation[];
  /** Legal citations (cases, statutes, regulations) in the answer, each checked; empty unless professional mode is on. */
  legalCitations: CheckedLegalCitation[];
  notices: ChatNotice[];
}

export interface ConversationView {
  id: string;
  title: string;
  assistantId: string | null;
  assistantName: string | null;
  model: string | null;
  isPinned: boolean;
  createdAt: string;
  updatedAt: string;
  /** The last message's first words, for the history list. */
  preview: string;
}

export interface ConversationDocumentView {
  conversationId: string;
  documentId: string;
  documentTitle: string;
  documentType: string;
  createdAt: string;
  lastModified: string;
  isActive: boolean;
  source: string;
  version: number;
}

export interface ConversationDetail {
  conversation: ConversationView;
  messages: ChatMessageView[];
  documents: ConversationDocumentView[];
}

/** Seed 001 §3 "Model descriptor". */
export interface ModelDescriptor {
  id: string;
  name: string;
  provider: string;
  capabilities: Array<'chat' | 'text-generation'>;
  contextSize: number;
}

export interface ChatStatusView {
  /** True when replies can be generated; false: retrieval only. */
  canGenerate: boolean;
  /** Why not, in plain words, when canGenerate is false. */
  reason: string | null;
  /** True when the model runs on this machine or network (privileged documents may be used). */
  localModel: boolean;
  models: ModelDescriptor[];
  defaultModel: string | null;
}

/** The events of a reply's stream. The event id of `delta` and `done` is the reply's length in characters so far. */
export type ChatStreamEvent =
  | { event: 'sources'; data: { sources: ChatSource[]; notices: ChatNotice[] } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: ChatMessageView };
