import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MAIL_MESSAGES } from '../../domain/mail/messages';
import { sendProblem } from '../../domain/mail/send-validation';
import type { OutgoingMail } from '../../domain/mail/types';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { findOwnAccount, withMailbox } from './accounts';
import type { MailRoutesOptions } from './mail-routes-options';
import { AccountParams, AttachmentParams, LabelsBody, ListQuery, MessageListReply, MessageParams, MessageReply, MoveBody, ReadBody, SendBody, TrashBody } from './schemas';

export const mailMessageRoutes: FastifyPluginAsyncTypebox<MailRoutesOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['mail'];
  const security = [{ session: [] }];
  const noContent = { 204: Type.Null(), ...commonErrors };
  const ownAccount = (request: { params: { accountId: string } } & Parameters<typeof requireUserId>[0]) =>
    findOwnAccount(db, requireUserId(request), request.params.accountId);

  app.get(
    '/api/mail/accounts/:accountId/messages',
    { schema: { tags, security, params: AccountParams, querystring: ListQuery, response: { 200: MessageListReply, ...commonErrors } } },
    async (request) => {
      const account = await ownAccount(request);
      const { folderId, labelId, search, pageSize, pageToken } = request.query;
      return withMailbox(options, account, (mailbox) =>
        mailbox.listMessages({ pageSize, ...(labelId ? { labelId } : { folderId: folderId ?? 'INBOX' }), ...(search ? { search } : {}), ...(pageToken ? { pageToken } : {}) }),
      );
    },
  );

  app.get(
    '/api/mail/accounts/:accountId/messages/:messageId',
    { schema: { tags, security, params: MessageParams, response: { 200: MessageReply, ...commonErrors } } },
    async (request) => {
      if (!request.params.messageId.trim()) throw new HttpError(400, 'validation_error', MAIL_MESSAGES.emailIdRequired);
      const account = await ownAccount(request);
      return { message: await withMailbox(options, account, (mailbox) => mailbox.getMessage(request.params.messageId)) };
    },
  );

  app.get(
    '/api/mail/accounts/:accountId/messages/:messageId/attachments/:attachmentId',
    { schema: { tags, security, params: AttachmentParams, response: { 200: Type.Any({ description: 'The attachment bytes' }), ...commonErrors } } },
    async (request, reply) => {
      const account = await ownAccount(request);
      const file = await withMailbox(options, account, (mailbox) => mailbox.getAttachment(request.params.messageId, request.params.attachmentId));
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );

  app.post('/api/mail/accounts/:accountId/messages/read', { schema: { tags, security, params: AccountParams, body: ReadBody, response: noContent } }, async (request, reply) => {
    const account = await ownAccount(request);
    await withMailbox(options, account, (mailbox) => mailbox.setRead(request.body.messageIds, request.body.read));
    return reply.status(204).send(null);
  });

  app.post('/api/mail/accounts/:accountId/messages/trash', { schema: { tags, security, params: AccountParams, body: TrashBody, response: noContent } }, async (request, reply) => {
    const account = await ownAccount(request);
    await withMailbox(options, account, (mailbox) => mailbox.trash(request.body.messageIds));
    return reply.status(204).send(null);
  });

  app.post('/api/mail/accounts/:accountId/messages/:messageId/labels', { schema: { tags, security, params: MessageParams, body: LabelsBody, response: noContent } }, async (request, reply) => {
    const account = await ownAccount(request);
    await withMailbox(options, account, (mailbox) => mailbox.modifyLabels(request.params.messageId, request.body.add, request.body.remove));
    return reply.status(204).send(null);
  });

  app.post('/api/mail/accounts/:accountId/messages/:messageId/move', { schema: { tags, security, params: MessageParams, body: MoveBody, response: noContent } }, async (request, reply) => {
    const account = await ownAccount(request);
    await withMailbox(options, account, (mailbox) => mailbox.moveToFolder(request.params.messageId, request.body.folderId as 'INBOX'));
    return reply.status(204).send(null);
  });

  app.post('/api/mail/accounts/:accountId/messages/:messageId/archive', { schema: { tags, security, params: MessageParams, response: noContent } }, async (request, reply) => {
    const account = await ownAccount(request);
    await withMailbox(options, account, (mailbox) => mailbox.archive(request.params.messageId));
    return reply.status(204).send(null);
  });

  app.post(
    '/api/mail/accounts/:accountId/send',
    { schema: { tags, security, params: AccountParams, body: SendBody, response: { 201: Type.Object({ id: Type.String() }), ...commonErrors } } },
    async (request, reply) => {
      const problem = sendProblem(request.body);
      if (problem) throw new HttpError(400, 'validation_error', problem);
      const account = await ownAccount(request);
      if (!account.email) throw new HttpError(400, 'validation_error', MAIL_MESSAGES.senderUnknown);
      const { to, cc, bcc, subject, body, inReplyToMessageId } = request.body;
      const mail: OutgoingMail = { to: to!, subject: subject as string, body: body as string, ...(cc ? { cc } : {}), ...(bcc ? { bcc } : {}), ...(inReplyToMessageId ? { inReplyToMessageId } : {}) };
      const sent = await withMailbox(options, account, (mailbox) => mailbox.send(mail));
      return reply.status(201).send(sent);
    },
  );
};
