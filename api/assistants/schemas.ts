import { Type, type TSchema } from 'typebox';
import { ASSISTANT_LIMITS } from '../../domain/assistants/rules';
import { AVATAR_MAX_BYTES } from '../../domain/avatar-upload';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.String({ format: 'uuid' });

export const KnowledgeBaseItemSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  parent_folder_id: nullable(Type.String()),
});

export const AssistantSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  system_prompt: Type.String(),
  isActive: Type.Boolean(),
  avatar: nullable(Type.String({ description: 'A data URL of the 150 px JPEG' })),
  type: Type.String(),
  capabilities: Type.Array(Type.String()),
  knowledgeBase: Type.Array(KnowledgeBaseItemSchema, { description: 'The linked folders as items' }),
  linkedFolders: Type.Array(Type.String(), { description: 'Ids of the knowledge folders linked to the assistant' }),
  model: nullable(Type.String({ description: "null: the workspace's configured model" })),
  temperature: Type.Number(),
  maxTokens: Type.Integer(),
  catalogueId: nullable(Type.String({ description: 'The store entry it was installed from' })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const AssistantParams = Type.Object({ id: Id });
export const AssistantFolderParams = Type.Object({ id: Id, folderId: Id });
export const AssistantListReply = Type.Object({ assistants: Type.Array(AssistantSchema, { description: 'Active assistants only, newest first' }) });

const Fields = {
  name: Type.String({ maxLength: ASSISTANT_LIMITS.name, description: 'Not blank' }),
  description: Type.String({ maxLength: ASSISTANT_LIMITS.description }),
  system_prompt: Type.String({ maxLength: ASSISTANT_LIMITS.systemPrompt, description: 'The instructions the model is given' }),
  isActive: Type.Boolean(),
  type: Type.String({ minLength: 1, maxLength: 100 }),
  capabilities: Type.Array(Type.String({ maxLength: 100 }), { maxItems: ASSISTANT_LIMITS.capabilities }),
  model: nullable(Type.String({ minLength: 1, maxLength: 200, description: "null: the workspace's configured model" })),
  temperature: Type.Number({ minimum: 0, maximum: ASSISTANT_LIMITS.temperature, description: 'Default 0.3' }),
  maxTokens: Type.Integer({ minimum: 1, maximum: ASSISTANT_LIMITS.maxTokens, description: 'Default 2048' }),
};

export const CreateAssistantBody = Type.Object(
  {
    name: Fields.name,
    description: Type.Optional(Fields.description),
    system_prompt: Type.Optional(Fields.system_prompt),
    isActive: Type.Optional(Fields.isActive),
    type: Type.Optional(Fields.type),
    capabilities: Type.Optional(Fields.capabilities),
    model: Type.Optional(Fields.model),
    temperature: Type.Optional(Fields.temperature),
    maxTokens: Type.Optional(Fields.maxTokens),
  },
  { additionalProperties: false },
);

export const UpdateAssistantBody = Type.Partial(CreateAssistantBody, { additionalProperties: false, description: 'Only the fields given change' });

export const DeleteAssistantReply = Type.Object({
  outcome: Type.Union([Type.Literal('deleted'), Type.Literal('retired')], {
    description: "retired: past conversations use it, so it was kept inactive under the name '[Deleted] …'",
  }),
});

export const LinkFoldersBody = Type.Object(
  {
    knowledgeBase: Type.Optional(
      Type.Array(
        Type.Object(
          { id: Id, name: Type.Optional(Type.String({ maxLength: 200 })), parent_folder_id: Type.Optional(nullable(Type.String({ maxLength: 100 }))) },
          { additionalProperties: false },
        ),
        { maxItems: 500 },
      ),
    ),
    linkedFolders: Type.Array(Id, { maxItems: 500 }),
  },
  {
    additionalProperties: false,
    description:
      'The folders to link (ids of linkedFolders and of knowledgeBase items). The set replaces the linked set; an empty list unlinks all. Ids that are not your folders are skipped; if none is, nothing changes and the reply is 400.',
  },
);

export const AvatarBody = Type.Unsafe<Buffer>({ contentMediaType: 'application/octet-stream', description: `The image bytes (JPEG, PNG, GIF or BMP), at most ${AVATAR_MAX_BYTES} bytes` });

export const CatalogueEntrySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  type: Type.String(),
  capabilities: Type.Array(Type.String()),
  systemPrompt: Type.String(),
  temperature: Type.Number(),
  installedAssistantId: nullable(Type.String({ description: 'The active copy the user already has, if any' })),
});

export const CatalogueReply = Type.Object({ catalogue: Type.Array(CatalogueEntrySchema) });
export const CatalogueParams = Type.Object({ catalogueId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$' }) });
export const EmptyBody = Type.Object({}, { additionalProperties: false });
