import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { TEAM_LIMITS, TEAM_MESSAGES } from '../../domain/teams/messages';
import { displayName, type InvitationView } from '../../domain/teams/views';
import type { AreaOptions } from '../area-options';
import { managerRole, type Db } from './access';
import { recordActivity } from './activity';
import { invitationNotFound, signedOut } from './errors';
import { findMember } from './member-repository';
import { notifyUser, publishTeamChanged } from './outbound';
import {
  AcceptReply,
  CreatedInvitationReply,
  EmptyBody,
  InvitationListReply,
  InvitationParams,
  InvitationPeekReply,
  TeamParams,
  TokenParams,
  teamErrors,
} from './schemas';

const tags = ['teams'];
const security = [{ session: [] }];
const DAY_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function invitationQuery(db: Db) {
  return db
    .selectFrom('team_invitations as i')
    .innerJoin('users as u', 'u.id', 'i.created_by')
    .leftJoin('profiles as pr', 'pr.id', 'i.created_by')
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', sql<Date>`now()`)
    .select(['i.id', 'i.team_id', 'i.created_by', 'i.created_at', 'i.expires_at', 'u.email', 'pr.full_name']);
}

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationQuery>['executeTakeFirstOrThrow']>>;

const invitationView = (row: InvitationRow): InvitationView => ({
  id: row.id,
  teamId: row.team_id,
  createdBy: row.created_by,
  createdByName: displayName({ fullName: row.full_name, email: row.email }),
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
});

/** A live invitation by its token (unknown, expired and revoked ones all answer 404), with its team. */
async function invitationByToken(db: Db, token: string) {
  const row = await invitationQuery(db)
    .innerJoin('teams as t', 't.id', 'i.team_id')
    .where('i.token_hash', '=', hashToken(token))
    .select(['t.name as team_name'])
    .executeTakeFirst();
  if (!row) throw invitationNotFound();
  return row;
}

/**
 * Invitation links: owners and admins create and revoke them; anyone with the link sees the team's
 * name and who invited them; joining needs an account. Only the token's sha256 is stored.
 */
export const invitationRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  app.get(
    '/api/teams/:teamId/invitations',
    { schema: { tags, security, params: TeamParams, response: { 200: InvitationListReply, ...teamErrors } } },
    async (request) => {
      if (!request.userId) throw signedOut();
      await managerRole(db, request.userId, request.params.teamId);
      const rows = await invitationQuery(db).where('i.team_id', '=', request.params.teamId).orderBy('i.created_at', 'desc').execute();
      return { invitations: rows.map(invitationView) };
    },
  );

  app.post(
    '/api/teams/:teamId/invitations',
    { schema: { tags, security, params: TeamParams, body: EmptyBody, response: { 201: CreatedInvitationReply, ...teamErrors } } },
    async (request, reply) => {
      const userId = request.userId;
      if (!userId) throw signedOut();
      const { teamId } = request.params;
      const token = randomBytes(24).toString('base64url');
      const invitation = await db.transaction().execute(async (trx) => {
        await managerRole(trx, userId, teamId);
        const created = await trx
          .insertInto('team_invitations')
          .values({ team_id: teamId, token_hash: hashToken(token), created_by: userId, expires_at: new Date(Date.now() + TEAM_LIMITS.invitationDays * DAY_MS) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordActivity(trx, teamId, userId, 'invitation_created', { invitationId: created.id });
        return invitationView(await invitationQuery(trx).where('i.id', '=', created.id).executeTakeFirstOrThrow());
      });
      return reply.status(201).send({ invitation, token, path: `/teams/invite?token=${token}` });
    },
  );

  app.delete(
    '/api/teams/:teamId/invitations/:invitationId',
    { schema: { tags, security, params: InvitationParams, response: { 204: Type.Null(), ...teamErrors } } },
    async (request, reply) => {
      const userId = request.userId;
      if (!userId) throw signedOut();
      const { teamId, invitationId } = request.params;
      await db.transaction().execute(async (trx) => {
        await managerRole(trx, userId, teamId);
        const revoked = await trx
          .updateTable('team_invitations')
          .set({ revoked_at: new Date() })
          .where('id', '=', invitationId)
          .where('team_id', '=', teamId)
          .where('revoked_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!revoked) throw invitationNotFound();
        await recordActivity(trx, teamId, userId, 'invitation_revoked', { invitationId });
      });
      return reply.status(204).send(null);
    },
  );

  // Public: the invitation page opens without signing in and shows only these two names.
  app.get('/api/teams/invitations/:token', { schema: { tags, params: TokenParams, response: { 200: InvitationPeekReply, ...teamErrors } } }, async (request) => {
    const row = await invitationByToken(db, request.params.token);
    return { teamName: row.team_name, inviterName: displayName({ fullName: row.full_name, email: row.email }) };
  });

  app.post(
    '/api/teams/invitations/:token/accept',
    { schema: { tags, security, params: TokenParams, body: EmptyBody, response: { 200: AcceptReply, ...teamErrors } } },
    async (request) => {
      const userId = request.userId;
      if (!userId) throw signedOut(TEAM_MESSAGES.mustBeLoggedInToJoin);
      return db.transaction().execute(async (trx) => {
        const invitation = await invitationByToken(trx, request.params.token);
        const teamId = invitation.team_id;
        const joined = await trx
          .insertInto('team_members')
          .values({ team_id: teamId, user_id: userId, role: 'member' })
          .onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing())
          .returning('user_id')
          .executeTakeFirst();
        if (!joined) return { teamId, alreadyMember: true };
        const person = await findMember(trx, teamId, userId);
        await recordActivity(trx, teamId, userId, 'joined_team', { invitationId: invitation.id });
        if (invitation.created_by !== userId) {
          await notifyUser(trx, {
            userId: invitation.created_by,
            kind: 'team-invitation',
            title: `${displayName(person)} joined ${invitation.team_name}`,
            message: `${displayName(person)} accepted your invitation link and joined the team.`,
            link: `/teams/${teamId}`,
            subject: { teamId, invitationId: invitation.id, userId },
          });
        }
        await publishTeamChanged(trx, teamId);
        return { teamId, alreadyMember: false };
      });
    },
  );
};
