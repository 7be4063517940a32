import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { deliverDemoArrival } from '../../activities/mail/demo/seed';
import { toMailAccount } from '../../activities/mail/provider-factory';
import { currentUser } from '../auth/auth-service';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { findOwnAccount, withMailbox } from './accounts';
import { enqueueEmailAnalysis } from './analysis-starter';
import { workflowUiUrl } from '../temporal/client';
import { provisionDemoMailbox } from './demo-mailbox';
import { ensureMailSync } from './sync-starter';
import type { MailRoutesOptions } from './mail-routes-options';
import { AccountParams, CreateLabelBody, FolderSchema, LabelSchema, MailAccountSchema } from './schemas';

export const mailAccountRoutes: FastifyPluginAsyncTypebox<MailRoutesOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['mail'];
  const security = [{ session: [] }];

  app.get('/api/mail/accounts', { schema: { tags, security, response: { 200: Type.Object({ accounts: Type.Array(MailAccountSchema) }), ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    await provisionDemoMailbox(options, userId);
    const rows = await db.selectFrom('linked_accounts').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
    const watched = rows.filter((row) => row.provider !== 'demo' && row.connected);
    await Promise.allSettled(watched.map((row) => ensureMailSync(options.temporal, { userId, accountId: row.id })));
    return { accounts: rows.map(toMailAccount) };
  });

  app.delete('/api/mail/accounts/:accountId', { schema: { tags, security, params: AccountParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    const account = await findOwnAccount(db, requireUserId(request), request.params.accountId);
    await db.deleteFrom('linked_accounts').where('id', '=', account.id).execute();
    return reply.status(204).send(null);
  });

  app.get(
    '/api/mail/accounts/:accountId/folders',
    { schema: { tags, security, params: AccountParams, response: { 200: Type.Object({ folders: Type.Array(FolderSchema) }), ...commonErrors } } },
    async (request) => {
      const account = await findOwnAccount(db, requireUserId(request), request.params.accountId);
      return { folders: await withMailbox(options, account, (mailbox) => mailbox.listFolders()) };
    },
  );

  app.get(
    '/api/mail/accounts/:accountId/labels',
    { schema: { tags, security, params: AccountParams, response: { 200: Type.Object({ labels: Type.Array(LabelSchema) }), ...commonErrors } } },
    async (request) => {
      const account = await findOwnAccount(db, requireUserId(request), request.params.accountId);
      return { labels: await withMailbox(options, account, (mailbox) => mailbox.listLabels()) };
    },
  );

  app.post(
    '/api/mail/accounts/:accountId/labels',
    { schema: { tags, security, params: AccountParams, body: CreateLabelBody, response: { 200: Type.Object({ label: LabelSchema }), 201: Type.Object({ label: LabelSchema }), 409: ErrorReply, ...commonErrors } } },
    async (request, reply) => {
      const account = await findOwnAccount(db, requireUserId(request), request.params.accountId);
      const name = request.body.name.trim();
      const { label, existed } = await withMailbox(options, account, async (mailbox) => {
        const before = await mailbox.listLabels();
        const created = await mailbox.createLabel(name);
        return { label: created, existed: before.some((candidate) => candidate.id === created.id) };
      });
      return reply.status(existed ? 200 : 201).send({ label });
    },
  );

  app.post(
    '/api/mail/accounts/:accountId/demo/receive',
    { schema: { tags, security, params: AccountParams, response: { 201: Type.Object({ messageId: Type.String(), workflowId: Type.String(), workflowUrl: Type.Union([Type.String(), Type.Null()]) }), 409: ErrorReply, ...commonErrors } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const account = await findOwnAccount(db, userId, request.params.accountId);
      if (account.provider !== 'demo') throw new HttpError(409, 'not_demo', 'Only the demo mailbox can receive sample messages.');
      const user = await currentUser(db, userId);
      const owner = { userId, fullName: user.fullName, email: user.email };
      const { messageId, workflowId } = await options.outbox.transaction(async (trx, intents) => {
        const stored = await deliverDemoArrival(trx, account.id, owner);
        return { messageId: stored, workflowId: await enqueueEmailAnalysis(intents, { userId, accountId: account.id, messageId: stored }, { newMail: true }) };
      });
      return reply.status(201).send({ messageId, workflowId, workflowUrl: workflowUiUrl(options.temporal, workflowId) });
    },
  );
};
