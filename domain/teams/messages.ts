/** The texts of seed 001 §5 and §8 for teams, verbatim, and the few this product adds. */
export const TEAM_MESSAGES = {
  userIdRequiredToCreateTeam: 'User ID is required to create a team.',
  teamNameRequired: 'Team name is required.',
  userNotAuthenticated: 'User is not authenticated.',
  userIdRequiredToSendMessage: 'User ID is required to send a message.',
  emptyMessageParts: 'Cannot send empty message parts.',
  mustBeLoggedInToCreateTeam: 'User must be logged in to create a team.',
  teamNoData: 'Failed to create team, no data returned.',
  pageNoData: 'Failed to create page, no data returned.',
  messageNoData: 'Failed to send message, no data returned.',
  requestTimeout: 'Request timeout',
  // Ours, not the seed's.
  mustBeLoggedIn: 'Sign in to use teams.',
  mustBeLoggedInToJoin: 'Sign in or create an account to join this team.',
  teamNotFound: 'Team not found',
  pageNotFound: 'Page not found',
  messageNotFound: 'Message not found',
  memberNotFound: 'Member not found',
  invitationNotFound: 'This invitation link is not valid any more. Ask for a new one.',
  notTeamAdmin: 'Only the team owner or an admin can do that.',
  notPageAdmin: 'Only an admin of this page can change its members.',
  ownerStays: "The team's owner cannot be removed or change role.",
  pageNameRequired: 'Page name is required.',
  noAccountForEmail: 'There is no account with that e-mail address.',
  notATeamMember: 'That person is not a member of this team.',
  messageTooLong: (max: number) => `A message can be at most ${max.toLocaleString('en-US')} characters.`,
  noSelfDirect: 'Direct messages are between two different people.',
  publicPageMembers: 'Everyone in the team can see a public page; only private pages have members.',
  deletedMessage: 'This message was deleted',
} as const;

export const TEAM_LIMITS = {
  /** The team list's time limit (seed 001 §9). */
  listTimeoutMs: 10_000,
  teamName: 100,
  description: 1_000,
  pageName: 80,
  message: 10_000,
  messagesPerPage: 50,
  activityPerPage: 100,
  /** An invitation link works this long (days). */
  invitationDays: 7,
} as const;

/** The team a user with none gets (seed 001 §8, §9). */
export const DEFAULT_TEAM = {
  name: 'Your Workspace',
  description: 'Your personal workspace',
  /** The page the default team starts with. */
  firstPage: { name: 'general', description: 'Anything for the whole team' },
} as const;
