import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import * as api from '../../../api/teams';
import type { ChannelRef } from '../../../api/teams';
import { teamsKeys } from './teamsKeys';

/** Server data of the teams screen; every key starts with teamsKeys.all, so live events refresh it (no polling). */
export function useTeamList() {
  return useQuery({ queryKey: teamsKeys.list(), queryFn: ({ signal }) => api.listTeams(signal), retry: false });
}

export function usePages(teamId: string | null) {
  return useQuery({ queryKey: teamsKeys.pages(teamId ?? ''), queryFn: () => api.listPages(teamId ?? ''), enabled: teamId !== null });
}

export function useDirects(teamId: string | null) {
  return useQuery({ queryKey: teamsKeys.directs(teamId ?? ''), queryFn: () => api.listDirects(teamId ?? ''), enabled: teamId !== null });
}

export function useMembers(teamId: string | null) {
  return useQuery({ queryKey: teamsKeys.members(teamId ?? ''), queryFn: () => api.listMembers(teamId ?? ''), enabled: teamId !== null });
}

export function useActivity(teamId: string, enabled: boolean) {
  return useQuery({ queryKey: teamsKeys.activity(teamId), queryFn: () => api.listActivity(teamId), enabled });
}

export function usePageMembers(teamId: string, pageId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: teamsKeys.pageMembers(teamId, pageId ?? ''),
    queryFn: () => api.listPageMembers(teamId, pageId ?? ''),
    enabled: enabled && pageId !== null,
  });
}

export function useInvitations(teamId: string, enabled: boolean) {
  return useQuery({ queryKey: teamsKeys.invitations(teamId), queryFn: () => api.listInvitations(teamId), enabled });
}

export const channelId = (channel: ChannelRef) => (channel.kind === 'page' ? `page:${channel.pageId}` : `dm:${channel.userId}`);

/** Messages of a channel: the newest page first, older pages on demand. */
export function useMessages(teamId: string, channel: ChannelRef | null) {
  return useInfiniteQuery({
    queryKey: teamsKeys.messages(teamId, channel ? channelId(channel) : 'none'),
    queryFn: ({ pageParam }) => api.listMessages(teamId, channel as ChannelRef, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: channel !== null,
  });
}

export function useThread(teamId: string, messageId: string | null) {
  return useQuery({ queryKey: teamsKeys.thread(teamId, messageId ?? ''), queryFn: () => api.getThread(teamId, messageId ?? ''), enabled: messageId !== null });
}
