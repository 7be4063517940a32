import { Type, type TSchema } from 'typebox';
import { TEAM_LIMITS } from '../../domain/teams/messages';
import { PAGE_ROLES, TEAM_ROLES } from '../../domain/teams/roles';
import { ErrorReply, commonErrors } from '../schemas/common';

const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.String({ format: 'uuid' });
const Instant = Type.String({ description: 'ISO 8601 instant' });

/** The replies of every teams route besides its success: the common ones plus 403 (a member who may not manage). */
export const teamErrors = { ...commonErrors, 403: ErrorReply } as const;

export const TeamSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  ownerId: Type.String(),
  settings: Type.Record(Type.String(), Type.Unknown()),
  role: literals(TEAM_ROLES),
  memberCount: Type.Integer(),
  isDefault: Type.Boolean(),
  createdAt: Instant,
  updatedAt: Instant,
});
export const PageSchema = Type.Object({
  id: Type.String(),
  teamId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  isPrivate: Type.Boolean(),
  createdBy: nullable(Type.String()),
  pageRole: nullable(literals(PAGE_ROLES)),
  unread: Type.Integer({ description: "Messages by others since the reader's last visit" }),
  createdAt: Instant,
  updatedAt: Instant,
});
const Person = {
  id: Type.String(),
  fullName: nullable(Type.String()),
  email: Type.String(),
  avatarUrl: nullable(Type.String()),
};
export const MemberSchema = Type.Object({ ...Person, role: literals(TEAM_ROLES), joinedAt: Instant });
export const PageMemberSchema = Type.Object({ ...Person, role: literals(PAGE_ROLES) });
export const MessageSchema = Type.Object({
  id: Type.String(),
  teamId: Type.String(),
  pageId: nullable(Type.String()),
  dmUserId: nullable(Type.String()),
  parentMessageId: nullable(Type.String()),
  content: Type.String({ description: 'Markdown; empty once deleted' }),
  deleted: Type.Boolean(),
  author: Type.Object({ id: Type.String(), fullName: nullable(Type.String()), avatarUrl: nullable(Type.String()) }),
  replyCount: Type.Integer(),
  lastReplyAt: nullable(Instant),
  createdAt: Instant,
  updatedAt: Instant,
  editedAt: nullable(Instant),
});
export const DirectSchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  avatar: nullable(Type.String()),
  lastMessage: nullable(Type.String()),
  lastMessageTime: nullable(Instant),
  unread: Type.Integer(),
});
export const ActivitySchema = Type.Object({
  id: Type.String(),
  teamId: Type.String(),
  userId: nullable(Type.String()),
  userName: nullable(Type.String()),
  action: Type.String(),
  details: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Instant,
});
export const InvitationSchema = Type.Object({
  id: Type.String(),
  teamId: Type.String(),
  createdBy: Type.String(),
  createdByName: nullable(Type.String()),
  createdAt: Instant,
  expiresAt: Instant,
});

export const TeamReply = Type.Object({ team: TeamSchema });
export const TeamListReply = Type.Object({ teams: Type.Array(TeamSchema) });
export const PageReply = Type.Object({ page: PageSchema });
export const PageListReply = Type.Object({ pages: Type.Array(PageSchema) });
export const MemberReply = Type.Object({ member: MemberSchema });
export const MemberListReply = Type.Object({ members: Type.Array(MemberSchema) });
export const PageMemberListReply = Type.Object({ members: Type.Array(PageMemberSchema) });
export const MessageReply = Type.Object({ message: MessageSchema });
export const MessagePageReply = Type.Object({
  messages: Type.Array(MessageSchema, { description: 'Oldest first' }),
  nextCursor: nullable(Type.String({ description: 'Pass as `before` for older messages' })),
});
export const ThreadReply = Type.Object({ parent: MessageSchema, replies: Type.Array(MessageSchema) });
export const DirectListReply = Type.Object({ directs: Type.Array(DirectSchema) });
export const ActivityListReply = Type.Object({ activity: Type.Array(ActivitySchema) });
export const InvitationListReply = Type.Object({ invitations: Type.Array(InvitationSchema) });
export const CreatedInvitationReply = Type.Object({
  invitation: InvitationSchema,
  token: Type.String({ description: 'Shown once; only its hash is stored' }),
  path: Type.String({ description: 'The invitation page, /teams/invite?token=…' }),
});
export const InvitationPeekReply = Type.Object({ teamName: Type.String(), inviterName: Type.String() });
export const AcceptReply = Type.Object({ teamId: Type.String(), alreadyMember: Type.Boolean() });

export const TeamParams = Type.Object({ teamId: Id });
export const PageParams = Type.Object({ teamId: Id, pageId: Id });
export const MemberParams = Type.Object({ teamId: Id, userId: Id });
export const PageMemberParams = Type.Object({ teamId: Id, pageId: Id, userId: Id });
export const MessageParams = Type.Object({ teamId: Id, messageId: Id });
export const InvitationParams = Type.Object({ teamId: Id, invitationId: Id });
export const TokenParams = Type.Object({ token: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }) });

const Description = Type.String({ maxLength: TEAM_LIMITS.description });
export const CreateTeamBody = Type.Object(
  { name: Type.Optional(Type.String({ maxLength: TEAM_LIMITS.teamName })), description: Type.Optional(Description) },
  { additionalProperties: false },
);
export const UpdateTeamBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: TEAM_LIMITS.teamName })),
    description: Type.Optional(Description),
    settings: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), { maxProperties: 50 })),
  },
  { additionalProperties: false },
);
export const CreatePageBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: TEAM_LIMITS.pageName })),
    description: Type.Optional(Description),
    isPrivate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const UpdatePageBody = Type.Object(
  { name: Type.Optional(Type.String({ maxLength: TEAM_LIMITS.pageName })), description: Type.Optional(Description) },
  { additionalProperties: false },
);
export const AddMemberBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 320 }), role: Type.Optional(literals(['admin', 'member'] as const)) },
  { additionalProperties: false },
);
export const RoleBody = Type.Object({ role: literals(['admin', 'member'] as const) }, { additionalProperties: false });
export const AddPageMemberBody = Type.Object({ userId: Id }, { additionalProperties: false });
// The bound is checked by the route, so the reply can say it in words (a message is never cut).
export const PostMessageBody = Type.Object(
  { content: Type.String({ maxLength: TEAM_LIMITS.message * 2 }), parentMessageId: Type.Optional(nullable(Id)) },
  { additionalProperties: false },
);
export const EditMessageBody = Type.Object({ content: Type.String({ maxLength: TEAM_LIMITS.message * 2 }) }, { additionalProperties: false });
export const MessagesQuery = Type.Object(
  {
    before: Type.Optional(Id),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export const ActivityQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) }, { additionalProperties: false });
export const EmptyBody = Type.Object({}, { additionalProperties: false });
