import { Type } from 'typebox';
import { ErrorReply } from '../schemas/common';

export const ChangePasswordBody = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: 200 }), newPassword: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);

export const ChangePasswordReply = Type.Object({
  message: Type.String(),
  otherSessionsEnded: Type.Integer({ minimum: 0, description: 'How many other sessions were signed out' }),
});

export const DeleteAccountBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });

export const ExportQuery = Type.Object(
  { format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('zip')], { default: 'json' })) },
  { additionalProperties: false },
);

/** `format=json`: one document of every table's rows that belong to the user. */
const ExportDocument = Type.Object({
  exportedAt: Type.String({ format: 'date-time' }),
  tables: Type.Record(Type.String(), Type.Array(Type.Record(Type.String(), Type.Unknown())), { description: 'Rows by table name' }),
});

/** The export in the format asked for: JSON, or a ZIP of one JSON file per table plus the stored files. */
export const ExportReply = {
  description: 'The export: one JSON document, or a ZIP of one JSON file per table plus the stored files',
  content: {
    'application/json': { schema: ExportDocument },
    'application/zip': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
  },
} as const;

export const throttledErrors = { 429: { ...ErrorReply, description: 'Too many wrong passwords: wait (Retry-After) and try again' } } as const;
