import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { automationTimeZone } from '../automations/automation-input';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { loadPreferences, savePreferences } from './preferences-repository';
import { PreferencesPatchBody, PreferencesReply } from './schemas';

/** GET/PATCH /api/settings/preferences: the user's time zone and calendar overlays. */
export const preferencesRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['settings'];
  const security = [{ session: [] }];

  app.get('/api/settings/preferences', { schema: { tags, security, response: { 200: PreferencesReply, ...commonErrors } } }, async (request) => ({
    preferences: await loadPreferences(db, requireUserId(request)),
  }));

  app.patch('/api/settings/preferences', { schema: { tags, security, body: PreferencesPatchBody, response: { 200: PreferencesReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    const { timeZone, calendarOverlays, professionalMode } = request.body;
    // An unknown zone is a 400 before anything is written.
    const zone = timeZone === undefined ? undefined : automationTimeZone(timeZone);
    return { preferences: await savePreferences(db, userId, { ...(zone ? { timeZone: zone } : {}), ...(calendarOverlays ? { calendarOverlays } : {}), ...(professionalMode === undefined ? {} : { professionalMode }) }) };
  });
};
