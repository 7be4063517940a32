import { TEAM_LIMITS, TEAM_MESSAGES } from '../../../domain/teams/messages';
import type { TeamRole } from '../../../domain/teams/roles';
import type {
  ActivityView,
  DirectView,
  InvitationPeek,
  InvitationView,
  MemberView,
  MessagePage,
  MessageView,
  PageMemberView,
  PageView,
  TeamView,
} from '../../../domain/teams/views';
import { apiRequest } from './client';

/** Teams, pages, members, messages, direct messages, activity and invitation links (seed 001, issue 15). */

const team = (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}`;
const page = (teamId: string, pageId: string) => `${team(teamId)}/pages/${encodeURIComponent(pageId)}`;
const direct = (teamId: string, userId: string) => `${team(teamId)}/directs/${encodeURIComponent(userId)}`;

/** A channel of messages: a page, or the direct conversation with one member. */
export type ChannelRef = { kind: 'page'; pageId: string } | { kind: 'dm'; userId: string };

const channelPath = (teamId: string, channel: ChannelRef) => (channel.kind === 'page' ? page(teamId, channel.pageId) : direct(teamId, channel.userId));

/** The team list, given up after 10 s with 'Request timeout' (seed 001 §4, §9). */
export async function listTeams(signal?: AbortSignal): Promise<TeamView[]> {
  const limit = AbortSignal.timeout(TEAM_LIMITS.listTimeoutMs);
  const combined = signal ? AbortSignal.any([signal, limit]) : limit;
  try {
    return (await apiRequest<{ teams: TeamView[] }>('/api/teams', { signal: combined })).teams;
  } catch (error) {
    if (limit.aborted) throw new Error(TEAM_MESSAGES.requestTimeout, { cause: error });
    throw error;
  }
}

export const createTeam = async (input: { name: string; description?: string }) =>
  (await apiRequest<{ team: TeamView }>('/api/teams', { method: 'POST', body: input })).team;
export const updateTeam = async (teamId: string, changes: { name?: string; description?: string }) =>
  (await apiRequest<{ team: TeamView }>(team(teamId), { method: 'PATCH', body: changes })).team;
export const deleteTeam = (teamId: string) => apiRequest<void>(team(teamId), { method: 'DELETE' });

export const listPages = async (teamId: string) => (await apiRequest<{ pages: PageView[] }>(`${team(teamId)}/pages`)).pages;
export const createPage = async (teamId: string, input: { name: string; description?: string; isPrivate?: boolean }) =>
  (await apiRequest<{ page: PageView }>(`${team(teamId)}/pages`, { method: 'POST', body: input })).page;
export const updatePage = async (teamId: string, pageId: string, changes: { name?: string; description?: string }) =>
  (await apiRequest<{ page: PageView }>(page(teamId, pageId), { method: 'PATCH', body: changes })).page;
export const deletePage = (teamId: string, pageId: string) => apiRequest<void>(page(teamId, pageId), { method: 'DELETE' });

export const listMembers = async (teamId: string) => (await apiRequest<{ members: MemberView[] }>(`${team(teamId)}/members`)).members;
export const addMember = async (teamId: string, email: string) =>
  (await apiRequest<{ member: MemberView }>(`${team(teamId)}/members`, { method: 'POST', body: { email } })).member;
export const setMemberRole = async (teamId: string, userId: string, role: Exclude<TeamRole, 'owner'>) =>
  (await apiRequest<{ member: MemberView }>(`${team(teamId)}/members/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { role } })).member;
export const removeMember = (teamId: string, userId: string) => apiRequest<void>(`${team(teamId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export const listPageMembers = async (teamId: string, pageId: string) =>
  (await apiRequest<{ members: PageMemberView[] }>(`${page(teamId, pageId)}/members`)).members;
export const addPageMember = async (teamId: string, pageId: string, userId: string) =>
  (await apiRequest<{ members: PageMemberView[] }>(`${page(teamId, pageId)}/members`, { method: 'POST', body: { userId } })).members;
export const removePageMember = async (teamId: string, pageId: string, userId: string) =>
  (await apiRequest<{ members: PageMemberView[] }>(`${page(teamId, pageId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' })).members;

export const listDirects = async (teamId: string) => (await apiRequest<{ directs: DirectView[] }>(`${team(teamId)}/directs`)).directs;
export const listActivity = async (teamId: string) => (await apiRequest<{ activity: ActivityView[] }>(`${team(teamId)}/activity`)).activity;

export function listMessages(teamId: string, channel: ChannelRef, before?: string | null): Promise<MessagePage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiRequest<MessagePage>(`${channelPath(teamId, channel)}/messages${query}`);
}
export const postMessage = async (teamId: string, channel: ChannelRef, content: string, parentMessageId?: string | null) =>
  (await apiRequest<{ message: MessageView }>(`${channelPath(teamId, channel)}/messages`, { method: 'POST', body: { content, ...(parentMessageId ? { parentMessageId } : {}) } })).message;
export const markChannelRead = (teamId: string, channel: ChannelRef) => apiRequest<void>(`${channelPath(teamId, channel)}/read`, { method: 'POST' });
export const getThread = (teamId: string, messageId: string) =>
  apiRequest<{ parent: MessageView; replies: MessageView[] }>(`${team(teamId)}/messages/${encodeURIComponent(messageId)}/thread`);
export const editMessage = async (teamId: string, messageId: string, content: string) =>
  (await apiRequest<{ message: MessageView }>(`${team(teamId)}/messages/${encodeURIComponent(messageId)}`, { method: 'PATCH', body: { content } })).message;
export const deleteMessage = async (teamId: string, messageId: string) =>
  (await apiRequest<{ message: MessageView }>(`${team(teamId)}/messages/${encodeURIComponent(messageId)}`, { method: 'DELETE' })).message;

export const listInvitations = async (teamId: string) => (await apiRequest<{ invitations: InvitationView[] }>(`${team(teamId)}/invitations`)).invitations;
export const createInvitation = (teamId: string) =>
  apiRequest<{ invitation: InvitationView; token: string; path: string }>(`${team(teamId)}/invitations`, { method: 'POST' });
export const revokeInvitation = (teamId: string, invitationId: string) =>
  apiRequest<void>(`${team(teamId)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });
export const peekInvitation = (token: string) => apiRequest<InvitationPeek>(`/api/teams/invitations/${encodeURIComponent(token)}`);
export const acceptInvitation = (token: string) =>
  apiRequest<{ teamId: string; alreadyMember: boolean }>(`/api/teams/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' });
