import { Type } from 'typebox';
import { MAX_FILE_BYTES } from '../../domain/files/limits';
import { ChunkSchema, DocumentSchema, DocumentStatusSchema, Id, nullable } from './schemas';

const Title = Type.String({ maxLength: 500, description: 'Not blank' });
const MatterId = Type.Optional(Id);
const matterIdDescription = 'The matter the document is in; required to reach a document inside a matter';

export const DocumentParams = Type.Object({ documentId: Id });
export const MatterQuery = Type.Object({ matterId: Type.Optional(Type.String({ format: 'uuid', description: matterIdDescription })) }, { additionalProperties: false });

export const DocumentListQuery = Type.Object(
  {
    matterId: MatterId,
    folderId: Type.Optional(Id),
    status: Type.Optional(DocumentStatusSchema),
  },
  { additionalProperties: false, description: 'Without matterId only documents outside every matter are listed' },
);

export const DocumentReply = DocumentSchema;
export const DocumentWithContentReply = Type.Intersect([DocumentSchema, Type.Object({ content: Type.String({ description: 'The text as read' }) })]);
export const DocumentListReply = Type.Object({ documents: Type.Array(DocumentSchema, { description: 'Newest first' }) });
export const ChunkListReply = Type.Object({ chunks: Type.Array(ChunkSchema, { description: 'In reading order' }) });

export const CreateDocumentBody = Type.Object(
  {
    title: Title,
    content: Type.String({ minLength: 1, maxLength: 5_000_000, pattern: '\\S', description: 'The text of the document' }),
    folderId: Type.Optional(nullable(Id)),
    metadata: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), { maxProperties: 50 })),
  },
  { additionalProperties: false },
);

export const UploadQuery = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S', description: 'The file name' }),
    folderId: Type.Optional(Id),
    type: Type.Optional(Type.String({ maxLength: 200, description: "The browser's type for the file; guessed from the name when missing" })),
  },
  { additionalProperties: false },
);

/**
 * The raw bytes (a Buffer once parsed), described by their media type: `type: 'string'` would make Ajv
 * refuse every Buffer (the drive's upload does the same).
 */
export const UploadBody = Type.Unsafe<Buffer>({ contentMediaType: 'application/octet-stream', description: `The file bytes, at most ${MAX_FILE_BYTES} bytes` });

export const FromMailBody = Type.Object(
  {
    accountId: Id,
    messageId: Type.String({ minLength: 1, maxLength: 500 }),
    attachmentId: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
    folderId: Type.Optional(nullable(Id)),
  },
  { additionalProperties: false, description: 'Without attachmentId: the message and each of its attachments; with it, only that attachment' },
);
export const DocumentsReply = Type.Object({ documents: Type.Array(DocumentSchema) });

export const FromDriveBody = Type.Object({ driveItemId: Id, folderId: Type.Optional(nullable(Id)) }, { additionalProperties: false });

export const UpdateDocumentBody = Type.Object(
  { title: Type.Optional(Title), folderId: Type.Optional(nullable(Id)) },
  { additionalProperties: false, description: 'folderId null moves the document out of every folder' },
);
