import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../area-options';
import { writerFor } from '../calendar/event-routes';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { findChain } from '../../activities/deadlines/chain-store';
import { acceptChain, applyReschedule, discardReschedule, dismissChain } from './chain-decisions';
import { deadlineTags, sessionSecurity } from './chain-routes';
import { chainViews } from './chain-view';
import { editDeadlineDate } from './edit-deadline';
import { toChainDeadline } from './chain-view';
import { AcceptBody, ChainParams, ChainReply, DeadlineParams, DeadlineReply, DismissBody, EditDeadlineBody, EmptyBody } from './schemas';

/** A person's decisions on a chain, each in one transaction; the reply is the chain as it now is. */
export const decisionRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db, outbox } = options;
  const tags = deadlineTags;
  const security = sessionSecurity;
  const response = { 200: ChainReply, 409: ErrorReply, ...commonErrors };
  const chainNow = async (userId: string, chainId: string) => ({ chain: (await chainViews(db, userId, [(await findChain(db, userId, chainId))!]))[0]! });

  app.post('/api/deadline-chains/:chainId/accept', { schema: { tags, security, params: ChainParams, body: AcceptBody, response } }, async (request) => {
    const userId = requireUserId(request);
    const writer = writerFor(options, userId);
    await outbox.transaction((trx, intents) => acceptChain(writer(trx, intents), request.params.chainId, request.body));
    return chainNow(userId, request.params.chainId);
  });

  app.post('/api/deadline-chains/:chainId/dismiss', { schema: { tags, security, params: ChainParams, body: DismissBody, response } }, async (request) => {
    const userId = requireUserId(request);
    await db.transaction().execute((trx) => dismissChain(trx, userId, request.params.chainId, request.body.ruleIds));
    return chainNow(userId, request.params.chainId);
  });

  app.post('/api/deadline-chains/:chainId/reschedule/apply', { schema: { tags, security, params: ChainParams, body: EmptyBody, response } }, async (request) => {
    const userId = requireUserId(request);
    const writer = writerFor(options, userId);
    await outbox.transaction((trx, intents) => applyReschedule(writer(trx, intents), request.params.chainId));
    return chainNow(userId, request.params.chainId);
  });

  app.post('/api/deadline-chains/:chainId/reschedule/discard', { schema: { tags, security, params: ChainParams, body: EmptyBody, response } }, async (request) => {
    const userId = requireUserId(request);
    await db.transaction().execute((trx) => discardReschedule(trx, userId, request.params.chainId));
    return chainNow(userId, request.params.chainId);
  });

  app.patch(
    '/api/chain-deadlines/:deadlineId',
    { schema: { tags, security, params: DeadlineParams, body: EditDeadlineBody, response: { 200: DeadlineReply, 409: ErrorReply, ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      const writer = writerFor(options, userId);
      const row = await outbox.transaction((trx, intents) => editDeadlineDate(writer(trx, intents), request.params.deadlineId, request.body.dueDate));
      return { deadline: toChainDeadline(row) };
    },
  );
};
