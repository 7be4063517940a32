import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BODY_FRAME_SANDBOX } from '../../domain/mail/body-frame';
import { requireUserId } from '../plugins/session';
import { framableBySelf } from '../plugins/security-headers';
import { commonErrors } from '../schemas/common';
import { findOwnAccount, withMailbox } from './accounts';
import { bodyDocument, HEIGHT_SCRIPT_HASH } from './body-document';
import type { MailRoutesOptions } from './mail-routes-options';
import { MessageParams } from './schemas';

const BodyQuery = Type.Object({
  images: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')], { description: '1 when the reader asked to see remote images' })),
  theme: Type.Optional(Type.Union([Type.Literal('light'), Type.Literal('dark')])),
});

/**
 * The policy of a body document: it runs in an opaque origin (CSP sandbox, so even when opened on its
 * own it cannot reach the workspace's cookies or API), loads nothing but inline styles and embedded
 * images — remote images only once the reader asked — and runs only the height script.
 */
function bodyPolicy(showImages: boolean) {
  const none = ["'none'"];
  return framableBySelf({
    defaultSrc: none,
    baseUri: none,
    scriptSrc: [HEIGHT_SCRIPT_HASH],
    scriptSrcAttr: none,
    styleSrc: ["'unsafe-inline'"],
    imgSrc: showImages ? ['data:', 'https:', 'http:'] : ['data:'],
    fontSrc: ['data:'],
    connectSrc: none,
    frameSrc: none,
    childSrc: none,
    workerSrc: none,
    manifestSrc: none,
    mediaSrc: none,
    objectSrc: none,
    formAction: none,
    // The reading pane's <iframe sandbox> carries the same flags.
    sandbox: [...BODY_FRAME_SANDBOX],
  });
}

export const mailBodyRoutes: FastifyPluginAsyncTypebox<MailRoutesOptions> = async (app, options) => {
  const { db } = options;
  const held = bodyPolicy(false);
  const { contentSecurityPolicy, xFrameOptions } = bodyPolicy(true);
  const shown = { contentSecurityPolicy, xFrameOptions };

  app.get(
    '/api/mail/accounts/:accountId/messages/:messageId/body',
    {
      schema: {
        tags: ['mail'],
        security: [{ session: [] }],
        summary: 'The sanitised message body as a sandboxed HTML document, for a frame of the reading pane',
        params: MessageParams,
        querystring: BodyQuery,
        produces: ['text/html'],
        response: { 200: Type.String({ description: 'An HTML document' }), ...commonErrors },
      },
      // Every reply of the route (errors too) gets the held-back policy; images=1 widens img-src below.
      helmet: held,
    },
    async (request, reply) => {
      const account = await findOwnAccount(db, requireUserId(request), request.params.accountId);
      const message = await withMailbox(options, account, (mailbox) => mailbox.getMessage(request.params.messageId));
      const showImages = request.query.images === '1';
      if (showImages) reply.helmet(shown);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(bodyDocument({ body: message.body, bodyMimeType: message.bodyMimeType, theme: request.query.theme ?? 'light', showImages }));
    },
  );
};
