import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app; any non-API path gets index.html so the client router decides.
 * Unknown /api paths answer 404 in the API's error shape.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webDir }: { webDir: string }) => {
    const hasBuild = existsSync(path.join(webDir, 'index.html'));
    if (hasBuild) await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false });

    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
      }
      if (!hasBuild) {
        return reply
          .status(503)
          .type('text/plain')
          .send(`The web app is not built yet: run "npm run build" (looked in ${webDir}).`);
      }
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web' },
);
