export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const PAGE_ROLES = ['admin_of_page', 'member'] as const;
export type PageRole = (typeof PAGE_ROLES)[number];

/** Owners and admins rename and delete the team, manage members, pages and invitation links. */
export function canManageTeam(role: TeamRole | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

/** The sorted pair of two user ids that names their direct-message channel. */
export function directPair(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** The key under which a reader's last-read time is kept for a channel. */
export function channelKey(channel: { pageId: string } | { teamId: string; pair: string }): string {
  return 'pageId' in channel ? `page:${channel.pageId}` : `dm:${channel.teamId}:${channel.pair}`;
}
