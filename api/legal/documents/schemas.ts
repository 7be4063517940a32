import { Type, type TSchema } from 'typebox';
import { ErrorReply, commonErrors } from '../../schemas/common';
import { StyleCharacteristicsSchema } from '../styles/schemas';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const Id = Type.String({ format: 'uuid' });

export const DOCUMENT_STATUSES = ['draft', 'review', 'final'] as const;
export const CITATION_STATES = ['verified', 'ambiguous', 'not_found', 'invalid_reporter', 'in_firm_documents', 'unverified'] as const;

export const CitationSchema = Type.Object({
  id: Type.String(),
  text: Type.String(),
  kind: Type.String(),
  start: Type.Integer(),
  end: Type.Integer(),
  normalized: Type.String(),
  parts: Type.Record(Type.String(), Type.String()),
  antecedent: Type.Optional(Type.Integer()),
  state: literals(CITATION_STATES),
  source: nullable(literals(['courtlistener', 'firm_documents'] as const)),
  url: nullable(Type.String()),
  detail: Type.Object(
    {
      message: Type.String(),
      caseName: Type.Optional(Type.String()),
      documentId: Type.Optional(Type.String()),
      documentTitle: Type.Optional(Type.String()),
      candidates: Type.Optional(Type.Array(Type.Object({ name: Type.String(), url: Type.String() }))),
    },
    { additionalProperties: true },
  ),
  confirmedAt: nullable(Type.String({ description: 'When the person confirmed it themselves' })),
});

const summaryFields = {
  id: Type.String(),
  title: Type.String(),
  documentType: Type.String(),
  status: literals(DOCUMENT_STATUSES),
  tags: Type.Array(Type.String()),
  templateId: nullable(Type.String()),
  styleId: nullable(Type.String()),
  matterId: nullable(Type.String()),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

export const DocumentSummarySchema = Type.Object(summaryFields);
export const DocumentSchema = Type.Object({
  ...summaryFields,
  content: Type.String(),
  metadata: Type.Record(Type.String(), Type.Unknown(), { description: 'Generated drafts: generated, template_id, style_id, instructions (seed 001 §3), fields, context, model' }),
  citations: Type.Array(CitationSchema),
  exportReady: Type.Boolean({ description: 'Every citation is verified, found in the firm’s documents, or confirmed' }),
});

const Title = Type.String({ minLength: 1, maxLength: 300 });
const DocumentType = Type.String({ minLength: 1, maxLength: 60 });
const Content = Type.String({ maxLength: 200_000 });
const Tags = Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 30 });

export const ListQuery = Type.Object({
  documentType: Type.Optional(DocumentType),
  status: Type.Optional(literals(DOCUMENT_STATUSES)),
  tags: Type.Optional(Type.String({ maxLength: 1000, description: 'Comma-separated; a document must carry every one' })),
});
export const CreateBody = Type.Object({
  title: Title,
  content: Type.Optional(Content),
  documentType: DocumentType,
  status: Type.Optional(literals(DOCUMENT_STATUSES)),
  tags: Type.Optional(Tags),
  matterId: Type.Optional(nullable(Id)),
});
export const UpdateBody = Type.Object({
  title: Type.Optional(Title),
  content: Type.Optional(Content),
  status: Type.Optional(literals(DOCUMENT_STATUSES)),
  tags: Type.Optional(Tags),
  matterId: Type.Optional(nullable(Id)),
  version: Type.Integer({ minimum: 1, description: 'The version the client last saw; another gives 409' }),
});
export const GenerateBody = Type.Object({
  templateId: Type.Optional(Id),
  instructions: Type.String({ maxLength: 20_000 }),
  styleId: Type.Optional(Id),
  title: Type.Optional(Title),
  documentType: Type.Optional(DocumentType),
  matterId: Type.Optional(Id),
  fields: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 20_000 }))),
  useContext: Type.Optional(Type.Boolean({ default: true })),
});
export const StyleCheckBody = Type.Object({ styleId: Id });
export const DocumentParams = Type.Object({ id: Id });
export const CitationParams = Type.Object({ id: Id, citationId: Id });

export const DocumentReply = Type.Object({ document: DocumentSchema });
export const DocumentsReply = Type.Object({ documents: Type.Array(DocumentSummarySchema) });
export const CitationsReply = Type.Object({ citations: Type.Array(CitationSchema) });
export const CitationReply = Type.Object({ citation: CitationSchema });
export const StyleCheckReply = Type.Object({
  deviations: Type.Array(Type.Object({ characteristic: Type.String(), expected: Type.String(), actual: Type.String(), message: Type.String() })),
  characteristics: StyleCharacteristicsSchema,
});
export const DocxReply = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The Word document' });

export const documentErrors = { ...commonErrors, 409: { ...ErrorReply, description: 'The document was changed elsewhere: the version sent is not the current one' } } as const;
export const generateErrors = {
  ...commonErrors,
  409: { ...ErrorReply, description: 'Drafting without a template needs an AI model, and none is set up' },
  502: ErrorReply,
  503: ErrorReply,
} as const;
export const exportErrors = { ...commonErrors, 409: { ...ErrorReply, description: "'unverified_citations': some citation is neither verified nor confirmed" } } as const;
