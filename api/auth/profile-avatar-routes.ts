import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { avatarErrors, avatarFromUpload } from '../assistants/avatar-routes';
import { AvatarBody } from '../assistants/schemas';
import { requireUserId } from '../plugins/session';
import { currentUser } from './auth-service';
import { UserReply } from './schemas';

/** The signed-in user's own avatar on /profile: the same upload rules as an assistant's (seed 001 §5). */
export const profileAvatarRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.post(
    '/api/profile/avatar',
    {
      config: { fileUpload: true },
      schema: { tags: ['auth'], security: [{ session: [] }], consumes: ['application/octet-stream'], body: AvatarBody, response: { 200: UserReply, ...avatarErrors } },
    },
    async (request) => {
      const userId = requireUserId(request);
      const avatar = await avatarFromUpload(request.body);
      await db.updateTable('profiles').set({ avatar_url: avatar, updated_at: new Date() }).where('id', '=', userId).execute();
      return { user: await currentUser(db, userId) };
    },
  );
};
