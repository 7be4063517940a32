import { TEAM_MESSAGES } from '../../domain/teams/messages';
import { HttpError } from '../http-error';

export const teamNotFound = () => new HttpError(404, 'teams/not_found', TEAM_MESSAGES.teamNotFound);
export const pageNotFound = () => new HttpError(404, 'teams/page_not_found', TEAM_MESSAGES.pageNotFound);
export const messageNotFound = () => new HttpError(404, 'teams/message_not_found', TEAM_MESSAGES.messageNotFound);
export const memberNotFound = () => new HttpError(404, 'teams/member_not_found', TEAM_MESSAGES.memberNotFound);
export const invitationNotFound = () => new HttpError(404, 'teams/invitation_not_found', TEAM_MESSAGES.invitationNotFound);
export const notTeamAdmin = () => new HttpError(403, 'teams/forbidden', TEAM_MESSAGES.notTeamAdmin);
export const notPageAdmin = () => new HttpError(403, 'teams/forbidden', TEAM_MESSAGES.notPageAdmin);
export const badRequest = (message: string) => new HttpError(400, 'validation_error', message);
export const signedOut = (message: string = TEAM_MESSAGES.userNotAuthenticated) => new HttpError(401, 'auth/unauthorized', message);

const NO_DATA = { team: TEAM_MESSAGES.teamNoData, page: TEAM_MESSAGES.pageNoData, message: TEAM_MESSAGES.messageNoData } as const;

/**
 * An insert's returned row, or the seed's '… no data returned.' error when the database answered
 * none (possible only when a concurrent delete raced the insert, e.g. the team went away meanwhile).
 */
export function inserted<T>(row: T | undefined, kind: keyof typeof NO_DATA): T {
  if (row === undefined || row === null) throw new HttpError(500, 'teams/no_data', NO_DATA[kind]);
  return row;
}
