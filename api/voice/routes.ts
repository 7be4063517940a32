import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { loadVoicePreferences, saveVoicePreferences } from './repository';
import { VoicePreferencesPatch, VoicePreferencesReply } from './schemas';

/** GET/PATCH /api/voice/preferences: the person's voice preferences (seed 001 §3, §9). */
export const voicePreferenceRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['voice'];
  const security = [{ session: [] }];

  app.get('/api/voice/preferences', { schema: { tags, security, response: { 200: VoicePreferencesReply, ...commonErrors } } }, async (request) => ({
    preferences: await loadVoicePreferences(db, requireUserId(request)),
  }));

  app.patch('/api/voice/preferences', { schema: { tags, security, body: VoicePreferencesPatch, response: { 200: VoicePreferencesReply, ...commonErrors } } }, async (request) => ({
    preferences: await saveVoicePreferences(db, requireUserId(request), request.body),
  }));
};
