import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { stickyNoteRoutes } from './routes';

/** The sticky notes panel of the top bar (seed 001 §2–§5, §9). */
export const stickyNotesArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(stickyNoteRoutes, options);
};
