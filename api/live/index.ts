import fastifySse from '@fastify/sse';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/connection';
import type { AreaOptions } from '../area-options';
import { LiveHub } from './hub';
import { liveRoutes } from './routes';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

export interface LiveAreaOptions extends AreaOptions {
  /** The database handle's LISTEN (DatabaseHandle['listen']): one listening connection per API process. */
  listen: DatabaseHandle['listen'];
}

/** The one live channel (GET /api/live), fed by LISTEN/NOTIFY so it works across API processes. */
export const liveArea: FastifyPluginAsync<LiveAreaOptions> = async (app, options) => {
  await app.register(fastifySse, { heartbeatInterval: HEARTBEAT_MS });
  const hub = new LiveHub({ db: options.db, listen: options.listen, log: app.log });
  app.addHook('onReady', async () => hub.start());
  // Open streams end first, or the server would wait for browsers to hang up.
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => hub.close());
  await app.register(liveRoutes, { db: options.db, hub });
};
