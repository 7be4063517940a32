import { Type } from 'typebox';
import { FolderSchema, Id, nullable } from './schemas';

const Name = Type.String({ maxLength: 200, description: 'Not blank' });
const Description = Type.String({ maxLength: 2000 });
const MatterField = nullable(Type.String({ maxLength: 200 }));
const AssistantIds = Type.Array(Id, { maxItems: 100, uniqueItems: true });
// Bounds against hostile input only: the service refuses an empty or overlong number in plain words.
const CaseNumbers = Type.Array(Type.String({ maxLength: 1000 }), {
  maxItems: 100,
  description: "A matter's case numbers (e.g. ADJ12345678); each trimmed, at most 40 characters; spacing and letter case do not tell two apart. Replaces the old list.",
});

export const FolderParams = Type.Object({ folderId: Id });
export const FolderReply = FolderSchema;
export const FolderListReply = Type.Object({ folders: Type.Array(FolderSchema, { description: "All the user's folders; the client builds the tree" }) });

export const CreateFolderBody = Type.Object(
  {
    name: Name,
    description: Type.Optional(Description),
    parentId: Type.Optional(nullable(Id)),
    assistantIds: Type.Optional(AssistantIds),
    isMatter: Type.Optional(Type.Boolean()),
    matterClient: Type.Optional(MatterField),
    matterNumber: Type.Optional(MatterField),
    caseNumbers: Type.Optional(CaseNumbers),
    isPrivileged: Type.Optional(Type.Boolean({ description: 'Privileged (local-only): its documents, and those below it, never go to an outside AI model' })),
  },
  { additionalProperties: false },
);

/** The same fields as a new folder's, each optional; parentId null moves the folder to the top. */
export const UpdateFolderBody = Type.Partial(CreateFolderBody, { additionalProperties: false, description: 'parentId null moves the folder to the top' });
