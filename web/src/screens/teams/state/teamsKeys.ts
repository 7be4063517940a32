/**
 * Every query key of the teams screen starts with `teamsKeys.all`, so a live `team.changed` or
 * `team.message` event (web/src/live/invalidations.ts) refreshes all of them at once.
 */
export const teamsKeys = {
  all: ['teams'] as const,
  list: () => [...teamsKeys.all, 'list'] as const,
  team: (teamId: string) => [...teamsKeys.all, 'team', teamId] as const,
  members: (teamId: string) => [...teamsKeys.team(teamId), 'members'] as const,
  pages: (teamId: string) => [...teamsKeys.team(teamId), 'pages'] as const,
  activity: (teamId: string) => [...teamsKeys.team(teamId), 'activity'] as const,
  invitations: (teamId: string) => [...teamsKeys.team(teamId), 'invitations'] as const,
  directs: (teamId: string) => [...teamsKeys.team(teamId), 'directs'] as const,
  pageMembers: (teamId: string, pageId: string) => [...teamsKeys.team(teamId), 'page', pageId, 'members'] as const,
  messages: (teamId: string, channel: string) => [...teamsKeys.team(teamId), 'messages', channel] as const,
  thread: (teamId: string, messageId: string) => [...teamsKeys.team(teamId), 'thread', messageId] as const,
  invitation: (token: string) => [...teamsKeys.all, 'invitation', token] as const,
};
