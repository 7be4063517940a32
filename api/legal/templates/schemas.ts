import { Type } from 'typebox';
import { ErrorReply, commonErrors } from '../../schemas/common';

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const TemplateSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  documentType: Type.String(),
  content: Type.String({ description: 'The text with {{field}} placeholders' }),
  fields: Type.Array(Type.String(), { description: 'The placeholders of the content, each once, in order' }),
  isPublic: Type.Boolean(),
  hasDocx: Type.Boolean({ description: 'A Word file was uploaded: export fills its {field} tags' }),
  docxFilename: nullable(Type.String()),
  mine: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const Name = Type.String({ minLength: 1, maxLength: 200 });
const DocumentType = Type.String({ minLength: 1, maxLength: 60 });
const Description = Type.String({ maxLength: 2000 });
const Content = Type.String({ maxLength: 200_000 });

export const CreateTemplateBody = Type.Object({ name: Name, description: Type.Optional(Description), documentType: DocumentType, content: Content, isPublic: Type.Optional(Type.Boolean()) });
export const UpdateTemplateBody = Type.Object({
  name: Type.Optional(Name),
  description: Type.Optional(Description),
  documentType: Type.Optional(DocumentType),
  content: Type.Optional(Content),
  isPublic: Type.Optional(Type.Boolean()),
});
export const TemplateParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const DocxQuery = Type.Object({ name: Type.String({ minLength: 1, maxLength: 255, pattern: '\\.docx$' }) });
export const DocxBody = Type.Unsafe<Buffer>({ contentMediaType: 'application/octet-stream', description: 'The .docx file bytes' });

export const TemplateReply = Type.Object({ template: TemplateSchema });
export const TemplatesReply = Type.Object({ templates: Type.Array(TemplateSchema) });

export const uploadErrors = {
  ...commonErrors,
  403: { ...ErrorReply, description: 'The request did not come from the workspace itself' },
  413: { ...ErrorReply, description: 'The file is larger than 25 MB' },
  415: { ...ErrorReply, description: 'The body is not application/octet-stream' },
} as const;
