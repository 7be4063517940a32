import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { pickImapSettings, ImapSettingsSchema } from '../../activities/mail/imap/settings';
import { verificationFailure, verifyImapSettings } from '../../activities/mail/imap/verify';
import { toMailAccount } from '../../activities/mail/provider-factory';
import type { SecretBox } from '../../activities/security/secret-box';
import type { Database } from '../../db/schema';
import type { MailHostAllowList } from '../../domain/mail/host-policy';
import { MAIL_SERVER_FAILURE_CODE, MAIL_SERVER_FAILURE_MESSAGE } from '../../domain/mail/mail-server-failure';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { MailAccountSchema } from './schemas';

export interface ImapRoutesOptions {
  db: Kysely<Database>;
  secrets: SecretBox;
  /** Private mail-server addresses the administrator allows (MAIL_ALLOWED_HOSTS). */
  mailHosts: MailHostAllowList;
}

const LinkImapAccountBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254 }),
    name: Type.String({ maxLength: 200 }),
    ...ImapSettingsSchema.properties,
    password: Type.String({ minLength: 1, maxLength: 1000 }),
  },
  { additionalProperties: false },
);

const alreadyLinked = (email: string) => new HttpError(409, 'mail/account-already-linked', `The IMAP account ${email} is already linked.`);

/**
 * Linking an IMAP/SMTP mailbox: checked against both servers first, stored with its password sealed.
 * Hosts on the server's own network are refused unless allowed, and every failure gets the same reply.
 */
export const imapRoutes: FastifyPluginAsyncTypebox<ImapRoutesOptions> = async (app, { db, secrets, mailHosts }) => {
  app.post(
    '/api/mail/accounts/imap',
    {
      schema: {
        tags: ['mail'],
        security: [{ session: [] }],
        body: LinkImapAccountBody,
        response: { 201: Type.Object({ account: MailAccountSchema }), 409: ErrorReply, ...commonErrors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const email = request.body.email.trim();
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new HttpError(400, 'validation_error', 'Enter a valid e-mail address.');
      const settings = pickImapSettings(request.body);
      if (await isLinked(db, userId, email)) throw alreadyLinked(email);

      const problem = verificationFailure(await verifyImapSettings(settings, request.body.password, mailHosts));
      if (problem) {
        request.log.warn({ imapHost: settings.imapHost, smtpHost: settings.smtpHost, problem }, 'IMAP/SMTP linking failed');
        throw new HttpError(400, MAIL_SERVER_FAILURE_CODE, MAIL_SERVER_FAILURE_MESSAGE);
      }

      try {
        const row = await db
          .insertInto('linked_accounts')
          .values({
            user_id: userId,
            provider: 'imap',
            email,
            name: request.body.name.trim() || email,
            connected: true,
            settings: JSON.stringify(settings),
            credentials_encrypted: secrets.sealJson({ password: request.body.password }),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.status(201).send({ account: toMailAccount(row) });
      } catch (error) {
        // Two requests racing to link the same mailbox: the unique index decides.
        if ((error as { code?: string }).code === '23505') throw alreadyLinked(email);
        throw error;
      }
    },
  );
};

async function isLinked(db: Kysely<Database>, userId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('linked_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider', '=', 'imap')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}
