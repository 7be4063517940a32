import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Every /api route must declare its replies, so validation and the OpenAPI document never drift. */
export const requireSchemasPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const url = route.url ?? '';
      if (!url.startsWith('/api/') || route.schema?.hide) return;
      if (!route.schema?.response) {
        throw new Error(`Route ${String(route.method)} ${url} has no response schema; every API route declares its replies.`);
      }
    });
  },
  { name: 'require-schemas' },
);
