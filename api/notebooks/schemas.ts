import { Type, type TSchema } from 'typebox';
import { NOTEBOOK_LIMITS } from '../../domain/notebooks/rules';
import { BLOCK_TYPES } from '../../domain/notebooks/views';
import { TaskSchema } from '../tasks/schemas';
import { commonErrors, ErrorReply } from '../schemas/common';

const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.String({ format: 'uuid' });

/** The error replies of notebook writes: the common ones and 409 (the notebook changed elsewhere). */
export const notebookErrors = { ...commonErrors, 409: { ...ErrorReply, description: 'The notebook was changed elsewhere: the version sent is not the current one' } } as const;
/** AI replies add 502 (the model answered with something unusable) and 503 (the model could not be reached). */
export const aiErrors = { ...notebookErrors, 502: ErrorReply, 503: ErrorReply } as const;

const Version = Type.Integer({ minimum: 1, description: 'The notebook version the client last saw; another version gives 409' });

const Related = Type.Object({
  type: Type.Literal('notebook'),
  id: Type.String(),
  title: Type.String(),
  relevance: Type.Number({ description: "0.8 for 'related' hits, 0.7 for 'see also' hits" }),
  kind: literals(['related', 'see-also'] as const),
  similarity: Type.Number(),
});

const SuggestedAction = Type.Object({
  type: literals(['task', 'calendar', 'ai'] as const),
  description: Type.String(),
  priority: literals(['low', 'medium', 'high'] as const),
});

const AiContext = Type.Object({
  summary: nullable(Type.String()),
  keyTopics: Type.Array(Type.String()),
  relatedNotebooks: Type.Array(Related),
  suggestedActions: Type.Array(SuggestedAction),
});

const Block = Type.Object({
  id: Type.String(),
  sectionId: Type.String(),
  type: literals(BLOCK_TYPES),
  content: Type.Unknown({ description: 'Text blocks: a Tiptap (ProseMirror JSON) document; AI blocks: {}' }),
  metadata: Type.Record(Type.String(), Type.Unknown(), { description: 'AI blocks: suggestedTasks, suggestedCalendarEvents, relatedContent, summary, keyTopics' }),
  order: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const Section = Type.Object({
  id: Type.String(),
  title: Type.String(),
  order: Type.Integer(),
  blocks: Type.Array(Block),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const summaryFields = {
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  tags: Type.Array(Type.String()),
  isFavorite: Type.Boolean(),
  isArchived: Type.Boolean(),
  isPublic: Type.Boolean(),
  isTemplate: Type.Boolean(),
  icon: nullable(Type.String()),
  color: nullable(Type.String()),
  folderId: nullable(Type.String()),
  version: Type.Integer({ description: 'Starts at 1; one more on each edit' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  lastModified: Type.String(),
  lastAccessed: nullable(Type.String()),
};

export const NotebookSummarySchema = Type.Object(summaryFields);
export const NotebookSchema = Type.Object({ ...summaryFields, metadata: Type.Record(Type.String(), Type.Unknown()), aiContext: AiContext, sections: Type.Array(Section) });

const AiStatus = Type.Object({ canGenerate: Type.Boolean(), reason: nullable(Type.String()) });

export const NotebookReply = Type.Object({ notebook: NotebookSchema, ai: AiStatus });
export const NotebookListReply = Type.Object({ notebooks: Type.Array(NotebookSummarySchema) });
export const ImportReply = Type.Object({ notebook: NotebookSchema, ai: AiStatus, dropped: Type.Object({ sections: Type.Integer(), blocks: Type.Integer() }) });

export const NotebookParams = Type.Object({ notebookId: Id });
export const SectionParams = Type.Object({ notebookId: Id, sectionId: Id });
export const BlockParams = Type.Object({ notebookId: Id, blockId: Id });
export const SuggestionParams = Type.Object({ notebookId: Id, blockId: Id, suggestionId: Id });

const flagFilter = (description: string) => Type.Optional(Type.Unsafe<'true' | 'false'>({ type: 'string', enum: ['true', 'false'], description }));
export const NotebookListQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Words in the title, description, tags or text (full-text search)' })),
    favorites: flagFilter('true: favourites only'),
    archived: Type.Optional(literals(['true', 'false', 'all'] as const)),
    templates: flagFilter('true: templates only'),
  },
  { additionalProperties: false },
);

const Title = Type.String({ maxLength: NOTEBOOK_LIMITS.title });
const Tags = Type.Array(Type.String({ maxLength: NOTEBOOK_LIMITS.tag }), { maxItems: NOTEBOOK_LIMITS.tags });
const editable = {
  title: Title,
  description: Type.String({ maxLength: NOTEBOOK_LIMITS.description }),
  tags: Tags,
  icon: nullable(Type.String({ maxLength: NOTEBOOK_LIMITS.icon })),
  color: nullable(Type.String({ maxLength: NOTEBOOK_LIMITS.color })),
  folderId: nullable(Id),
};

export const CreateNotebookBody = Type.Object(
  {
    title: Type.Optional(editable.title),
    description: Type.Optional(editable.description),
    tags: Type.Optional(editable.tags),
    icon: Type.Optional(editable.icon),
    color: Type.Optional(editable.color),
    folderId: Type.Optional(editable.folderId),
    templateId: Type.Optional(Type.String({ format: 'uuid', description: 'A template notebook to copy' })),
  },
  { additionalProperties: false },
);

export const UpdateNotebookBody = Type.Object(
  {
    version: Type.Optional(Version),
    title: Type.Optional(editable.title),
    description: Type.Optional(editable.description),
    tags: Type.Optional(editable.tags),
    icon: Type.Optional(editable.icon),
    color: Type.Optional(editable.color),
    folderId: Type.Optional(editable.folderId),
    isFavorite: Type.Optional(Type.Boolean()),
    isArchived: Type.Optional(Type.Boolean()),
    isPublic: Type.Optional(Type.Boolean()),
    isTemplate: Type.Optional(Type.Boolean()),
    metadata: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), { maxProperties: 50 })),
  },
  { additionalProperties: false },
);

export const ImportBody = Type.Object(
  { notebook: Type.Unknown({ description: 'A stored notebook (JSON): title, description, tags, flags, sections of blocks' }) },
  { additionalProperties: false },
);

export const VersionBody = Type.Object({ version: Type.Optional(Version) }, { additionalProperties: false });

export const CreateSectionBody = Type.Object({ version: Type.Optional(Version), title: Type.Optional(Type.String({ maxLength: NOTEBOOK_LIMITS.sectionTitle })) }, { additionalProperties: false });
export const UpdateSectionBody = Type.Object(
  { version: Type.Optional(Version), title: Type.Optional(Type.String({ maxLength: NOTEBOOK_LIMITS.sectionTitle })), order: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })) },
  { additionalProperties: false },
);

const Content = Type.Unknown({ description: 'A Tiptap document ({"type": "doc", "content": [...]}) for text blocks' });
export const CreateBlockBody = Type.Object(
  {
    version: Type.Optional(Version),
    type: literals(BLOCK_TYPES),
    content: Type.Optional(Content),
    index: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, description: 'Position in the section; the end when left out' })),
  },
  { additionalProperties: false },
);
export const UpdateBlockBody = Type.Object({ version: Type.Optional(Version), content: Content }, { additionalProperties: false });
export const MoveBlockBody = Type.Object(
  { version: Type.Optional(Version), sectionId: Id, index: Type.Integer({ minimum: 0, maximum: 10_000 }) },
  { additionalProperties: false },
);

export const RelatedReply = Type.Object({
  related: Type.Array(Related),
  /** Why there are none, when the search model cannot be used. */
  unavailable: nullable(Type.String()),
});

export const AcceptTaskReply = Type.Object({ notebook: NotebookSchema, ai: AiStatus, task: TaskSchema });
export const AcceptEventReply = Type.Object({
  notebook: NotebookSchema,
  ai: AiStatus,
  event: Type.Object({ id: Type.String(), title: Type.String(), start: Type.String(), end: Type.String() }),
});
