import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { MAX_FILE_BYTES } from '../../domain/files/limits';
import { MAIL_MESSAGES } from '../../domain/mail/messages';
import { sendProblem } from '../../domain/mail/send-validation';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { findOwnAccount, withMailbox } from './accounts';
import { draftView, findOwnDraft, ownAttachments } from './drafts';
import type { MailRoutesOptions } from './mail-routes-options';

const Uuid = Type.String({ format: 'uuid' });
const Text = (maxLength: number) => Type.String({ maxLength });
const AttachmentSchema = Type.Object({ id: Type.String(), filename: Type.String(), mimeType: Type.String(), size: Type.Integer() });
const DraftSchema = Type.Object({
  id: Type.String(),
  accountId: Type.String(),
  to: Type.String(),
  cc: Type.String(),
  bcc: Type.String(),
  subject: Type.String(),
  bodyHtml: Type.String(),
  inReplyToMessageId: Type.Union([Type.String(), Type.Null()]),
  attachments: Type.Array(AttachmentSchema),
  updatedAt: Type.String(),
});
const DraftInput = Type.Object(
  {
    to: Type.Optional(Text(5000)),
    cc: Type.Optional(Text(5000)),
    bcc: Type.Optional(Text(5000)),
    subject: Type.Optional(Text(998)),
    bodyHtml: Type.Optional(Text(1_000_000)),
    inReplyToMessageId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 512 }), Type.Null()])),
    attachmentIds: Type.Optional(Type.Array(Uuid, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
const DraftParams = Type.Object({ draftId: Uuid });
const AccountParams = Type.Object({ accountId: Uuid });
const UploadQuery = Type.Object({ name: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }), type: Type.Optional(Type.String({ maxLength: 255, pattern: '^[\\w.+-]+/[\\w.+-]+$' })) });
const SettingsSchema = Type.Object({ signature: Type.String() });

/** Drafts kept by the workspace (for every kind of account), attachments being written, and the signature. */
export const mailDraftRoutes: FastifyPluginAsyncTypebox<MailRoutesOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['mail'];
  const security = [{ session: [] }];

  /** Files uploaded for the message being written belong to it from now on (only the user's own files). */
  const attach = async (userId: string, draftId: string, ids: readonly string[] | undefined) => {
    if (ids === undefined) return;
    await ownAttachments(db, userId, ids);
    await db.updateTable('mail_attachments').set({ draft_id: null }).where('draft_id', '=', draftId).where('id', 'not in', ids.length ? [...ids] : ['00000000-0000-0000-0000-000000000000']).execute();
    await db.deleteFrom('mail_attachments').where('user_id', '=', userId).where('draft_id', 'is', null).where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
    if (ids.length) await db.updateTable('mail_attachments').set({ draft_id: draftId }).where('user_id', '=', userId).where('id', 'in', [...ids]).execute();
  };
  const fields = (body: Record<string, unknown>) => ({
    ...(typeof body.to === 'string' ? { to_addresses: body.to } : {}),
    ...(typeof body.cc === 'string' ? { cc_addresses: body.cc } : {}),
    ...(typeof body.bcc === 'string' ? { bcc_addresses: body.bcc } : {}),
    ...(typeof body.subject === 'string' ? { subject: body.subject } : {}),
    ...(typeof body.bodyHtml === 'string' ? { body_html: body.bodyHtml } : {}),
    ...(body.inReplyToMessageId !== undefined ? { in_reply_to_message_id: (body.inReplyToMessageId as string | null) ?? null } : {}),
  });

  app.get(
    '/api/mail/accounts/:accountId/drafts',
    { schema: { tags, security, summary: "The account's drafts, newest first", params: AccountParams, response: { 200: Type.Object({ drafts: Type.Array(DraftSchema) }), ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      const account = await findOwnAccount(db, userId, request.params.accountId);
      const rows = await db.selectFrom('mail_drafts').selectAll().where('user_id', '=', userId).where('account_id', '=', account.id).orderBy('updated_at', 'desc').limit(200).execute();
      return { drafts: await Promise.all(rows.map((row) => draftView(db, row))) };
    },
  );

  app.post(
    '/api/mail/accounts/:accountId/drafts',
    { schema: { tags, security, summary: 'Saves a new draft', params: AccountParams, body: DraftInput, response: { 201: Type.Object({ draft: DraftSchema }), ...commonErrors } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const account = await findOwnAccount(db, userId, request.params.accountId);
      const row = await db.transaction().execute(async (trx) => {
        const created = await trx.insertInto('mail_drafts').values({ user_id: userId, account_id: account.id, in_reply_to_message_id: null, ...fields(request.body) }).returningAll().executeTakeFirstOrThrow();
        return created;
      });
      await attach(userId, row.id, request.body.attachmentIds);
      return reply.status(201).send({ draft: await draftView(db, row) });
    },
  );

  app.get(
    '/api/mail/drafts/:draftId',
    { schema: { tags, security, summary: 'One draft', params: DraftParams, response: { 200: Type.Object({ draft: DraftSchema }), ...commonErrors } } },
    async (request) => ({ draft: await draftView(db, await findOwnDraft(db, requireUserId(request), request.params.draftId)) }),
  );

  app.put(
    '/api/mail/drafts/:draftId',
    { schema: { tags, security, summary: 'Saves changes to a draft', params: DraftParams, body: DraftInput, response: { 200: Type.Object({ draft: DraftSchema }), ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      const draft = await findOwnDraft(db, userId, request.params.draftId);
      const row = await db.updateTable('mail_drafts').set({ ...fields(request.body), updated_at: new Date() }).where('id', '=', draft.id).returningAll().executeTakeFirstOrThrow();
      await attach(userId, row.id, request.body.attachmentIds);
      return { draft: await draftView(db, row) };
    },
  );

  app.delete(
    '/api/mail/drafts/:draftId',
    { schema: { tags, security, summary: 'Discards a draft and its attachments', params: DraftParams, response: { 204: Type.Null(), ...commonErrors } } },
    async (request, reply) => {
      const draft = await findOwnDraft(db, requireUserId(request), request.params.draftId);
      await db.deleteFrom('mail_drafts').where('id', '=', draft.id).execute();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/mail/drafts/:draftId/send',
    { schema: { tags, security, summary: 'Sends a draft (with its attachments), then deletes it', params: DraftParams, response: { 201: Type.Object({ id: Type.String() }), ...commonErrors } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const draft = await findOwnDraft(db, userId, request.params.draftId);
      const problem = sendProblem({ to: draft.to_addresses, subject: draft.subject, body: draft.body_html });
      if (problem) throw new HttpError(400, 'validation_error', problem);
      const account = await findOwnAccount(db, userId, draft.account_id);
      if (!account.email) throw new HttpError(400, 'validation_error', MAIL_MESSAGES.senderUnknown);
      const files = await db.selectFrom('mail_attachments').select(['id']).where('draft_id', '=', draft.id).execute();
      const attachments = await ownAttachments(db, userId, files.map((file) => file.id));
      const sent = await withMailbox(options, account, (mailbox) =>
        mailbox.send({
          to: draft.to_addresses,
          subject: draft.subject,
          body: draft.body_html,
          bodyFormat: 'html',
          ...(draft.cc_addresses.trim() ? { cc: draft.cc_addresses } : {}),
          ...(draft.bcc_addresses.trim() ? { bcc: draft.bcc_addresses } : {}),
          ...(draft.in_reply_to_message_id ? { inReplyToMessageId: draft.in_reply_to_message_id } : {}),
          ...(attachments.length ? { attachments } : {}),
        }),
      );
      await db.deleteFrom('mail_drafts').where('id', '=', draft.id).execute();
      return reply.status(201).send(sent);
    },
  );

  app.post(
    '/api/mail/attachments',
    {
      config: { fileUpload: true },
      schema: {
        tags,
        security,
        summary: 'Uploads a file to attach to a message being written (raw bytes, up to 25 MB)',
        consumes: ['application/octet-stream'],
        querystring: UploadQuery,
        body: Type.Unsafe<Buffer>({ contentMediaType: 'application/octet-stream', description: 'The file bytes, at most 25 MB' }),
        response: {
          201: Type.Object({ attachment: AttachmentSchema }),
          ...commonErrors,
          403: { ...ErrorReply, description: 'The request did not come from the workspace itself' },
          413: { ...ErrorReply, description: 'The file is larger than 25 MB' },
          415: { ...ErrorReply, description: 'The body is not application/octet-stream' },
        },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const bytes: unknown = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new HttpError(400, 'validation_error', 'The file is empty.');
      if (bytes.length > MAX_FILE_BYTES) throw new HttpError(413, 'file_too_large', 'The file is larger than 25 MB.');
      // eslint-disable-next-line no-control-regex
      const filename = request.query.name.trim().replace(/[\\/\u0000-\u001f]/g, '_');
      const mimeType = request.query.type ?? 'application/octet-stream';
      const row = await db.insertInto('mail_attachments').values({ user_id: userId, draft_id: null, filename, mime_type: mimeType, size: bytes.length, content: bytes }).returning(['id', 'filename', 'mime_type', 'size']).executeTakeFirstOrThrow();
      return reply.status(201).send({ attachment: { id: row.id, filename: row.filename, mimeType: row.mime_type, size: row.size } });
    },
  );

  app.delete(
    '/api/mail/attachments/:attachmentId',
    { schema: { tags, security, summary: 'Removes an uploaded attachment', params: Type.Object({ attachmentId: Uuid }), response: { 204: Type.Null(), ...commonErrors } } },
    async (request, reply) => {
      const deleted = await db.deleteFrom('mail_attachments').where('id', '=', request.params.attachmentId).where('user_id', '=', requireUserId(request)).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw new HttpError(404, 'not_found', 'Attachment not found');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/mail/compose-settings',
    { schema: { tags, security, summary: 'The signature added under new messages', response: { 200: SettingsSchema, ...commonErrors } } },
    async (request) => {
      const row = await db.selectFrom('mail_compose_settings').select('signature').where('user_id', '=', requireUserId(request)).executeTakeFirst();
      return { signature: row?.signature ?? '' };
    },
  );

  app.put(
    '/api/mail/compose-settings',
    { schema: { tags, security, summary: 'Saves the signature', body: Type.Object({ signature: Text(5000) }, { additionalProperties: false }), response: { 200: SettingsSchema, ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      const row = await db
        .insertInto('mail_compose_settings')
        .values({ user_id: userId, signature: request.body.signature })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ signature: request.body.signature, updated_at: new Date() }))
        .returning('signature')
        .executeTakeFirstOrThrow();
      return { signature: row.signature };
    },
  );
};
