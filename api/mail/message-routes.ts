import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MAIL_MESSAGES } from '../../domain/mail/messages';
import { sendProblem } from '../../domain/mail/send-validation';
import { outgoingBodies } from '../../domain/mail/html-text';
import type { OutgoingMail } from '../../domain/mail/types';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { findOwnAccount, withMailbox } from './accounts';
import { ownAttachments } from './drafts';
import { recordBehaviourSafely } from '../../activities/learning/record-behaviour';
import { senderDomainOf, wordCount } from '../../domain/learning/behaviour-kinds';
import type { BehaviourInput } from '../../domain/learning/types';
import type { MailRoutesOptions } from './mail-routes-options';
import { AccountParams, AttachmentParams, LabelsBody, ListQuery, MessageListReply, MessageParams, MessageReply, MoveBody, ReadBody, SendBody, TrashBody } from './schemas';

export const mailMessageRoutes: FastifyPluginAsyncTypebox<MailRoutesOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['mail'];
  const security = [{ session: [] }];
  const noContent = { 204: Type.Null(), ...commonErrors };
  const ownAccount = (request: { params: { accountId: string } } & Parameters<typeof requireUserId>[0]) =>
    findOwnAccount(db, requireUserId(request), request.params.accountId);
  /** What the person just did, for learning; never fails their request. */
  const learn = (request: Parameters<typeof requireUserId>[0] & { log: { warn(object: unknown, message: string): void } }, behaviours: BehaviourInput | BehaviourInput[]) =>
    recordBehaviourSafely(db, request.log, requireUserId(request), behaviours);
  const senderOf = (from: string) => ({ sender: from, senderDomain: senderDomainOf(from) });

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
    if (request.body.read) await learn(request, request.body.messageIds.slice(0, 20).map((messageId) => ({ type: 'email.read' as const, context: {}, metadata: { accountId: account.id, messageId } })));
    return reply.status(204).send(null);
  });

  app.post('/api/mail/accounts/:accountId/messages/trash', { schema: { tags, security, params: AccountParams, body: TrashBody, response: noContent } }, async (request, reply) => {
    const account = await ownAccount(request);
    await withMailbox(options, account, (mailbox) => mailbox.trash(request.body.messageIds));
    return reply.status(204).send(null);
  });

  app.post('/api/mail/accounts/:accountId/messages/:messageId/labels', { schema: { tags, security, params: MessageParams, body: LabelsBody, response: noContent } }, async (request, reply) => {
    const account = await ownAccount(request);
    const { messageId } = request.params;
    const learned = await withMailbox(options, account, async (mailbox) => {
      await mailbox.modifyLabels(messageId, request.body.add, request.body.remove);
      if (request.body.add.length === 0) return [];
      // For learning, in the same mailbox session: who sent it and the names of the labels added.
      try {
        const [message, labels] = await Promise.all([mailbox.getMessage(messageId), mailbox.listLabels()]);
        const names = new Map(labels.map((label) => [label.id, label.name]));
        return request.body.add
          .filter((id) => names.has(id))
          .map((id): BehaviourInput => ({ type: 'email.label', context: { ...senderOf(message.from), subject: message.subject, label: names.get(id)! }, metadata: { accountId: account.id, messageId, labelId: id } }));
      } catch (error) {
        request.log.warn({ err: error }, 'The labelled message could not be read for learning');
        return [];
      }
    });
    await learn(request, learned);
    return reply.status(204).send(null);
  });

  app.post('/api/mail/accounts/:accountId/messages/:messageId/move', { schema: { tags, security, params: MessageParams, body: MoveBody, response: noContent } }, async (request, reply) => {
    const account = await ownAccount(request);
    const { messageId } = request.params;
    const from = await withMailbox(options, account, async (mailbox) => {
      await mailbox.moveToFolder(messageId, request.body.folderId as 'INBOX');
      return mailbox.getMessage(messageId).then((message) => message.from, () => null);
    });
    if (from !== null) await learn(request, { type: 'email.move', context: { ...senderOf(from), folder: request.body.folderId }, metadata: { accountId: account.id, messageId } });
    return reply.status(204).send(null);
  });

  app.post('/api/mail/accounts/:accountId/messages/:messageId/archive', { schema: { tags, security, params: MessageParams, response: noContent } }, async (request, reply) => {
    const account = await ownAccount(request);
    const { messageId } = request.params;
    const from = await withMailbox(options, account, async (mailbox) => {
      const sender = await mailbox.getMessage(messageId).then((message) => message.from, () => null);
      await mailbox.archive(messageId);
      return sender;
    });
    if (from !== null) await learn(request, { type: 'email.archive', context: senderOf(from), metadata: { accountId: account.id, messageId } });
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
      const { to, cc, bcc, subject, body, bodyFormat, inReplyToMessageId, attachmentIds } = request.body;
      const attachments = await ownAttachments(db, requireUserId(request), attachmentIds ?? []);
      const mail: OutgoingMail = {
        to: to!,
        subject: subject as string,
        body: body as string,
        ...(bodyFormat ? { bodyFormat } : {}),
        ...(cc ? { cc } : {}),
        ...(bcc ? { bcc } : {}),
        ...(inReplyToMessageId ? { inReplyToMessageId } : {}),
        ...(attachments.length ? { attachments } : {}),
      };
      const sent = await withMailbox(options, account, (mailbox) => mailbox.send(mail));
      // Sent files are in the sent message now; those uploaded for it alone are not kept twice.
      if (attachments.length) await db.deleteFrom('mail_attachments').where('id', 'in', attachments.map((file) => file.id)).where('draft_id', 'is', null).execute();
      if (inReplyToMessageId) {
        const text = outgoingBodies(body as string, bodyFormat).text;
        await learn(request, { type: 'email.reply', context: { wordCount: wordCount(text) }, metadata: { accountId: account.id, messageId: inReplyToMessageId, wordCount: wordCount(text), textSample: text.slice(0, 2000) } });
      }
      return reply.status(201).send(sent);
    },
  );
};
