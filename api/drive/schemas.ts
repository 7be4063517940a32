import { Type, type TSchema } from 'typebox';
import { DRIVE_NAME_MAX_LENGTH } from '../../domain/files/drive-rules';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const ItemId = Type.String({ format: 'uuid' });
/** Checked again by checkDriveName (trimmed, no '/' or NUL), so a blank name gets the drive's own message. */
const Name = Type.String({ maxLength: DRIVE_NAME_MAX_LENGTH * 4, description: `1–${DRIVE_NAME_MAX_LENGTH} characters, no "/"` });

export const DriveItemSchema = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('folder'), Type.Literal('file')]),
  name: Type.String(),
  parentId: nullable(Type.String()),
  mimeType: nullable(Type.String()),
  sizeBytes: nullable(Type.Integer()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const ItemParams = Type.Object({ itemId: ItemId });

export const ListQuery = Type.Object(
  { parentId: Type.Optional(Type.String({ format: 'uuid', description: 'A folder; the top of the drive when left out' })) },
  { additionalProperties: false },
);

export const ListReply = Type.Object({
  items: Type.Array(DriveItemSchema, { description: 'Folders first, then files, each by name' }),
  path: Type.Array(Type.Object({ id: Type.String(), name: Type.String() }), { description: 'The folders from the top down to parentId' }),
});

export const NewFolderBody = Type.Object({ name: Name, parentId: Type.Optional(nullable(ItemId)) }, { additionalProperties: false });

export const UploadQuery = Type.Object(
  {
    name: Name,
    parentId: Type.Optional(ItemId),
    type: Type.Optional(Type.String({ maxLength: 200, description: "The browser's type for the file; guessed from the name when missing" })),
  },
  { additionalProperties: false },
);

/**
 * The raw bytes (a Buffer once parsed). OpenAPI 3.1 describes a binary body by its media type; a
 * `type: 'string'` here would make Ajv refuse every Buffer, and `format` without a type warns.
 */
export const UploadBody = Type.Unsafe<Buffer>({ contentMediaType: 'application/octet-stream', description: 'The file bytes, at most 25 MB' });

export const UpdateItemBody = Type.Object(
  { name: Type.Optional(Name), parentId: Type.Optional(nullable(ItemId)) },
  { additionalProperties: false, description: 'parentId null moves the item to the top of the drive' },
);

export const EmptyBody = Type.Object({}, { additionalProperties: false });

export const ContentQuery = Type.Object(
  { download: Type.Optional(Type.Literal('1', { description: 'Always as an attachment' })) },
  { additionalProperties: false },
);

export const GoogleQuery = Type.Object({ pageToken: Type.Optional(Type.String({ maxLength: 2000 })) }, { additionalProperties: false });

export const GoogleFileSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  mimeType: Type.String(),
  modifiedTime: nullable(Type.String()),
  sizeBytes: nullable(Type.Integer()),
  webViewLink: nullable(Type.String()),
  iconLink: nullable(Type.String()),
});

export const GoogleReply = Type.Object({
  linked: Type.Boolean(),
  files: Type.Array(GoogleFileSchema),
  nextPageToken: nullable(Type.String()),
});

export const DebugReply = Type.Object({
  storage: Type.Object({
    files: Type.Integer({ description: 'Files in the drive, the trash included' }),
    bytes: Type.Integer({ description: 'Their size' }),
    limitBytes: Type.Integer({ description: 'The largest file accepted' }),
  }),
  trash: Type.Object({ items: Type.Integer({ description: 'Files and folders deleted and still restorable' }) }),
  google: Type.Object({
    linked: Type.Boolean(),
    scopeGranted: Type.Boolean({ description: 'Google answered a one-file listing' }),
    error: Type.Optional(Type.String()),
  }),
});
