import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { voicePreferenceRoutes } from './routes';

/** Voice control's server side: the person's voice preferences. */
export const voiceArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(voicePreferenceRoutes, options);
};
