import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { AreaOptions } from '../area-options';
import { HttpError, notFound } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { findChain } from '../../activities/deadlines/chain-store';
import { CHAIN_NOT_FOUND, CHAIN_QUERY_NEEDED, NOTICE_QUERY_NEEDS_BOTH } from '../../domain/deadline-chains/messages';
import type { ChangeAction, DeadlineChange } from '../../domain/deadline-chains/view';
import { chainViews } from './chain-view';
import { ChainParams, ChainReply, ChainsQuery, ChainsReply, ChangesReply, WaitingChainsReply, WaitingQuery } from './schemas';
import { waitingChains } from './waiting';

export const deadlineTags = ['deadlines'];
export const sessionSecurity = [{ session: [] }];

/** Reading chains: those of a hearing event, a case or a notice, those waiting for the person, one chain, and its change log. */
export const chainRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = deadlineTags;
  const security = sessionSecurity;

  app.get('/api/deadline-chains', { schema: { tags, security, querystring: ChainsQuery, response: { 200: ChainsReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    const { eventId, caseNumber, accountId, messageId } = request.query;
    const notice = accountId !== undefined || messageId !== undefined;
    if (notice && !(accountId && messageId)) throw new HttpError(400, 'validation_error', NOTICE_QUERY_NEEDS_BOTH);
    if (!eventId && !caseNumber && !notice) throw new HttpError(400, 'validation_error', CHAIN_QUERY_NEEDED);
    let query = db.selectFrom('deadline_chains').selectAll().where('user_id', '=', userId);
    if (eventId) query = query.where('hearing_event_id', '=', eventId);
    if (caseNumber) query = query.where('case_number', '=', caseNumber.trim());
    if (accountId && messageId) query = query.where(sql<string>`source ->> 'messageId'`, '=', messageId).where(sql<string>`source ->> 'accountId'`, '=', accountId);
    const rows = await query.orderBy('trigger_date').orderBy('created_at').limit(100).execute();
    return { chains: await chainViews(db, userId, rows) };
  });

  app.get(
    '/api/deadline-chains/waiting',
    { schema: { tags, security, description: 'Chains with deadlines proposed and not yet accepted or declined, the soonest hearing first.', querystring: WaitingQuery, response: { 200: WaitingChainsReply, ...commonErrors } } },
    async (request) => waitingChains(db, requireUserId(request), request.query.limit),
  );

  app.get('/api/deadline-chains/:chainId', { schema: { tags, security, params: ChainParams, response: { 200: ChainReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    const chain = await findChain(db, userId, request.params.chainId);
    if (!chain) throw notFound(CHAIN_NOT_FOUND);
    return { chain: (await chainViews(db, userId, [chain]))[0]! };
  });

  app.get('/api/deadline-chains/:chainId/changes', { schema: { tags, security, params: ChainParams, response: { 200: ChangesReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    const chain = await findChain(db, userId, request.params.chainId);
    if (!chain) throw notFound(CHAIN_NOT_FOUND);
    const rows = await db
      .selectFrom('deadline_changes as c')
      .leftJoin('chain_deadlines as d', (join) => join.onRef('d.id', '=', 'c.deadline_id').on('d.user_id', '=', userId))
      .select(['c.id', 'c.deadline_id', 'd.title', 'c.action', 'c.old_date', 'c.new_date', 'c.note', 'c.at', 'c.by'])
      .where('c.user_id', '=', userId)
      .where('c.chain_id', '=', chain.id)
      .orderBy('c.at', 'desc')
      .orderBy('c.id')
      .limit(500)
      .execute();
    const changes: DeadlineChange[] = rows.map((row) => ({
      id: row.id,
      deadlineId: row.deadline_id,
      title: row.title,
      action: row.action as ChangeAction,
      oldDate: row.old_date,
      newDate: row.new_date,
      note: row.note,
      at: row.at.toISOString(),
      by: row.by,
    }));
    return { changes };
  });
};
