import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../domain/notifications/kinds';
import { applyNotificationChange, notificationSettings } from '../../domain/settings/notification-kinds';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';

const KindSchema = Type.Unsafe<NotificationKind>({ type: 'string', enum: [...NOTIFICATION_KINDS] });
const NotificationSettingsReply = Type.Object({
  kinds: Type.Array(Type.Object({ kind: KindSchema, enabled: Type.Boolean() })),
});
const NotificationSettingsPatch = Type.Object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Type.Optional(Type.Boolean())])),
  { additionalProperties: false, description: 'Kinds to switch on (true) or off (false); the others stay as they are' },
);

/** GET/PATCH /api/settings/notifications: which kinds of notification the user gets. */
export const notificationSettingsRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['settings'];
  const security = [{ session: [] }];

  const mutedKinds = async (userId: string) =>
    (await db.selectFrom('notification_preferences').select('muted_kinds').where('user_id', '=', userId).executeTakeFirst())?.muted_kinds ?? [];

  app.get('/api/settings/notifications', { schema: { tags, security, response: { 200: NotificationSettingsReply, ...commonErrors } } }, async (request) => ({
    kinds: notificationSettings(await mutedKinds(requireUserId(request))),
  }));

  app.patch(
    '/api/settings/notifications',
    { schema: { tags, security, body: NotificationSettingsPatch, response: { 200: NotificationSettingsReply, ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      const muted = await db.transaction().execute(async (trx) => {
        const current = (await trx.selectFrom('notification_preferences').select('muted_kinds').where('user_id', '=', userId).forUpdate().executeTakeFirst())?.muted_kinds ?? [];
        const next = applyNotificationChange(current, request.body as Record<string, boolean | undefined>);
        await trx
          .insertInto('notification_preferences')
          .values({ user_id: userId, muted_kinds: next })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ muted_kinds: next, updated_at: new Date() }))
          .execute();
        return next;
      });
      return { kinds: notificationSettings(muted) };
    },
  );
};
