import { Type, type TSchema } from 'typebox';

/** Shared pieces of the knowledge base's request and reply schemas. */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Id = Type.String({ format: 'uuid' });
export const EmptyBody = Type.Object({}, { additionalProperties: false });

export const FolderSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  parentId: nullable(Type.String()),
  assistantIds: Type.Array(Type.String()),
  isMatter: Type.Boolean({ description: 'A client matter: its documents are reachable only through it' }),
  matterClient: nullable(Type.String()),
  matterNumber: nullable(Type.String()),
  caseNumbers: Type.Array(Type.String(), { description: "A matter's case numbers as written; empty for a folder that is not a matter" }),
  matterId: nullable(Type.String({ description: 'The nearest enclosing matter (itself when it is one)' })),
  isPrivileged: Type.Boolean({ description: 'Privileged (local-only): never sent to an outside AI model, nor anything in the folders below it' }),
  documentCount: Type.Integer({ description: 'Documents directly in this folder' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const DocumentStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('ready'), Type.Literal('error')]);

export const DocumentSourceSchema = Type.Union([
  Type.Object({ kind: Type.Literal('text') }),
  Type.Object({ kind: Type.Literal('upload'), fileName: Type.String() }),
  Type.Object({ kind: Type.Literal('mail'), accountId: Type.String(), messageId: Type.String(), attachmentId: Type.Optional(Type.String()), subject: Type.String() }),
  Type.Object({ kind: Type.Literal('drive'), driveItemId: Type.String() }),
]);

export const DocumentSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  folderId: nullable(Type.String()),
  matterId: nullable(Type.String()),
  type: Type.String(),
  mimeType: Type.String(),
  source: DocumentSourceSchema,
  metadata: Type.Record(Type.String(), Type.Unknown()),
  status: DocumentStatusSchema,
  retryCount: Type.Integer({ minimum: 0, maximum: 3 }),
  error: nullable(Type.String()),
  pageCount: nullable(Type.Integer()),
  chunkCount: Type.Integer(),
  chunksEmbedded: Type.Integer(),
  embeddingModel: nullable(Type.String()),
  hasFile: Type.Boolean({ description: 'The original file can be downloaded' }),
  lastUpdated: Type.String(),
  createdAt: Type.String(),
});

export const ChunkSchema = Type.Object({
  id: Type.String(),
  ordinal: Type.Integer(),
  text: Type.String(),
  page: nullable(Type.Integer()),
  charStart: Type.Integer(),
  charEnd: Type.Integer(),
  headingPath: Type.Array(Type.String()),
});

export const ProcessingRowSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  status: DocumentStatusSchema,
  error: nullable(Type.String()),
  retryCount: Type.Integer(),
  chunkCount: Type.Integer(),
  chunksEmbedded: Type.Integer(),
  folderName: nullable(Type.String()),
  matterId: nullable(Type.String()),
  matterName: nullable(Type.String()),
  lastUpdated: Type.String(),
});
