import type { PageRole, TeamRole } from './roles';

/** The shapes the teams API answers with; the web client uses the same types. */
export interface TeamView {
  id: string;
  name: string;
  description: string;
  ownerId: string;
  settings: Record<string, unknown>;
  /** The signed-in user's role in the team. */
  role: TeamRole;
  memberCount: number;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface PageView {
  id: string;
  teamId: string;
  name: string;
  description: string;
  isPrivate: boolean;
  createdBy: string | null;
  /** The signed-in user's role on the page, null when they are not listed (public pages). */
  pageRole: PageRole | null;
  unread: number;
  createdAt: string;
  updatedAt: string;
}

export interface PersonView {
  id: string;
  fullName: string | null;
  email: string;
  avatarUrl: string | null;
}

export interface MemberView extends PersonView {
  role: TeamRole;
  joinedAt: string;
}

export interface PageMemberView extends PersonView {
  role: PageRole;
}

export interface MessageView {
  id: string;
  teamId: string;
  pageId: string | null;
  /** For a direct message, the other person's id as the reader sees it. */
  dmUserId: string | null;
  parentMessageId: string | null;
  /** Empty once deleted. */
  content: string;
  deleted: boolean;
  author: { id: string; fullName: string | null; avatarUrl: string | null };
  replyCount: number;
  lastReplyAt: string | null;
  createdAt: string;
  updatedAt: string;
  editedAt: string | null;
}

export interface MessagePage {
  /** Oldest first. */
  messages: MessageView[];
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextCursor: string | null;
}

export interface DirectView {
  userId: string;
  name: string;
  avatar: string | null;
  lastMessage: string | null;
  lastMessageTime: string | null;
  unread: number;
}

export interface ActivityView {
  id: string;
  teamId: string;
  userId: string | null;
  userName: string | null;
  action: string;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface InvitationView {
  id: string;
  teamId: string;
  createdBy: string;
  createdByName: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface InvitationPeek {
  teamName: string;
  inviterName: string;
}

/** How a person is named on screen: their full name, else their e-mail. */
export function displayName(person: { fullName: string | null; email?: string | null }): string {
  return person.fullName?.trim() || person.email || 'Someone';
}

/** Activity actions, with the words the feed shows. */
export const ACTIVITY_ACTIONS = {
  created_team: 'created the team',
  renamed_team: 'renamed the team',
  joined_team: 'joined the team',
  member_added: 'added a member',
  member_removed: 'removed a member',
  left_team: 'left the team',
  role_changed: "changed a member's role",
  page_created: 'created a page',
  page_renamed: 'renamed a page',
  page_deleted: 'deleted a page',
  invitation_created: 'created an invitation link',
  invitation_revoked: 'revoked an invitation link',
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;
