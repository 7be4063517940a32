import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Collects every route's schema into an OpenAPI document served at /api/openapi.json. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Legal Workspace API', version: '0.1.0' },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ws_session' } } },
      },
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
