import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../area-options';
import { makeAvatar } from '../../activities/images/avatar-image';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { assistantNotFound, findAssistantRow, getAssistant } from './assistant-repository';
import { AssistantParams, AssistantSchema, AvatarBody } from './schemas';

/** The upload route's replies, shared with the profile's avatar. */
export const avatarErrors = {
  ...commonErrors,
  400: { ...ErrorReply, description: "'Please upload an image file.' (the bytes are not an image)" },
  403: { ...ErrorReply, description: 'The request did not come from the workspace itself' },
  413: { ...ErrorReply, description: "'Image too large. Please use a smaller image.' (over 5242880 bytes)" },
  415: { ...ErrorReply, description: 'The body is not application/octet-stream, or the image is of a kind that cannot be read' },
};

/** Resized avatar data URL of the uploaded bytes, or the refusal as an HTTP error. */
export async function avatarFromUpload(body: Buffer): Promise<string> {
  const result = await makeAvatar(body);
  if (!result.ok) throw new HttpError(result.refusal.status, result.refusal.status === 413 ? 'image_too_large' : 'not_an_image', result.refusal.message);
  return result.dataUrl;
}

/** An assistant's avatar (seed 001 §5, §9): an image, at most 5 MB, stored as a 150 px JPEG data URL. */
export const assistantAvatarRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  app.post(
    '/api/assistants/:id/avatar',
    {
      config: { fileUpload: true },
      schema: { tags: ['assistants'], security: [{ session: [] }], consumes: ['application/octet-stream'], params: AssistantParams, body: AvatarBody, response: { 200: AssistantSchema, ...avatarErrors } },
    },
    async (request) => {
      const userId = requireUserId(request);
      const { id } = request.params;
      if (!(await findAssistantRow(db, userId, id))) throw assistantNotFound(id);
      const avatar = await avatarFromUpload(request.body);
      await db.updateTable('assistants').set({ avatar, updated_at: new Date() }).where('id', '=', id).where('user_id', '=', userId).execute();
      return getAssistant(db, userId, id);
    },
  );
};
