import { Type } from 'typebox';
import { commonErrors, ErrorReply } from '../schemas/common';
import { CHAT_RULES } from '../../domain/chat/chat-rules';
import { EmptyBody, Id, nullable } from '../knowledge/schemas';
import { CheckedCitationSchema as CheckedLegalCitationSchema } from '../legal/citations/schemas';

export { EmptyBody, Id };

const ChatSourceSchema = Type.Object({
  number: Type.Integer({ description: 'The number the answer cites it by: [1], [2], …' }),
  documentId: Type.String(),
  documentTitle: Type.String(),
  matterId: nullable(Type.String()),
  chunkId: Type.String(),
  page: nullable(Type.Integer()),
  charStart: Type.Integer(),
  charEnd: Type.Integer(),
  text: Type.String(),
  similarity: nullable(Type.Number()),
});

const CitationProblemSchema = Type.Union([Type.Literal('unknown-source'), Type.Literal('quote-not-found'), Type.Literal('figures-differ'), Type.Literal('not-supported')]);

const CheckedCitationSchema = Type.Object({
  sentenceStart: Type.Integer(),
  sentenceEnd: Type.Integer(),
  sources: Type.Array(Type.Integer()),
  quotes: Type.Array(Type.Object({ text: Type.String(), found: Type.Boolean() })),
  supported: Type.Boolean(),
  problems: Type.Array(CitationProblemSchema),
});

const NoticeSchema = Type.Object({
  kind: Type.Union([Type.Literal('privileged-withheld'), Type.Literal('retrieval-only'), Type.Literal('no-sources'), Type.Literal('action-proposed'), Type.Literal('action-refused')]),
  text: Type.String(),
  auditId: Type.Optional(Type.String({ description: 'For a proposed action: its entry in the audit queue' })),
});

export const MessageSchema = Type.Object({
  id: Type.String(),
  conversationId: Type.String(),
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String(),
  status: Type.Union([Type.Literal('streaming'), Type.Literal('complete'), Type.Literal('stopped'), Type.Literal('error'), Type.Literal('interrupted')]),
  error: nullable(Type.String()),
  timestamp: Type.String(),
  metadata: Type.Object({ model: nullable(Type.String()), provider: nullable(Type.String()) }),
  sources: Type.Array(ChatSourceSchema),
  citations: Type.Array(CheckedCitationSchema),
  legalCitations: Type.Array(CheckedLegalCitationSchema, { description: 'Legal citations in the answer, each checked (professional mode)' }),
  notices: Type.Array(NoticeSchema),
});

export const ConversationSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  assistantId: nullable(Type.String()),
  assistantName: nullable(Type.String()),
  model: nullable(Type.String()),
  isPinned: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  preview: Type.String(),
});

export const ConversationDocumentSchema = Type.Object({
  conversationId: Type.String(),
  documentId: Type.String(),
  documentTitle: Type.String(),
  documentType: Type.String(),
  createdAt: Type.String(),
  lastModified: Type.String(),
  isActive: Type.Boolean(),
  source: Type.String(),
  version: Type.Integer(),
});

export const ConversationDetailSchema = Type.Object({
  conversation: ConversationSchema,
  messages: Type.Array(MessageSchema),
  documents: Type.Array(ConversationDocumentSchema),
});

const ModelSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  provider: Type.String(),
  capabilities: Type.Array(Type.Union([Type.Literal('chat'), Type.Literal('text-generation')])),
  contextSize: Type.Integer(),
});

export const StatusSchema = Type.Object({
  canGenerate: Type.Boolean(),
  reason: nullable(Type.String()),
  localModel: Type.Boolean(),
  models: Type.Array(ModelSchema),
  defaultModel: nullable(Type.String()),
});

const ModelName = Type.String({ minLength: 1, maxLength: 200 });

export const ConversationParams = Type.Object({ conversationId: Id });
export const MessageParams = Type.Object({ messageId: Id });
export const DocumentLinkParams = Type.Object({ conversationId: Id, documentId: Id });
export const ConversationListQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });
export const ConversationListReply = Type.Object({ conversations: Type.Array(ConversationSchema) });

export const CreateConversationBody = Type.Object(
  {
    assistantId: Type.Optional(nullable(Id)),
    model: Type.Optional(nullable(ModelName)),
    documentIds: Type.Optional(Type.Array(Id, { maxItems: 50, uniqueItems: true })),
  },
  { additionalProperties: false },
);

export const UpdateConversationBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    isPinned: Type.Optional(Type.Boolean()),
    model: Type.Optional(nullable(ModelName)),
  },
  { additionalProperties: false },
);

const Content = Type.String({ maxLength: CHAT_RULES.maxMessageCharacters, description: 'Not blank' });
export const SendMessageBody = Type.Object({ content: Content, model: Type.Optional(nullable(ModelName)) }, { additionalProperties: false });
export const EditMessageBody = Type.Object({ content: Content }, { additionalProperties: false });
export const ExchangeReply = Type.Object({ userMessage: MessageSchema, assistantMessage: MessageSchema });
export const LinkDocumentBody = Type.Object({ documentId: Id }, { additionalProperties: false });
export const CleanupReply = Type.Object({ removed: Type.Integer() });
export const StreamReply = Type.String({ description: 'text/event-stream: events sources, delta (id = reply length so far) and done' });

/** The error replies of chat routes: the common ones and 409 (an answer is still being written). */
export const chatErrors = { ...commonErrors, 409: ErrorReply } as const;
