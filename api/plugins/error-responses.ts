import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorReply } from '../schemas/common';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes behind the sign-in throttle. */
const THROTTLED = new Set(['/api/auth/login', '/api/auth/signup']);

/** Errors are JSON even on routes that produce something else (an HTML body, a file). */
const jsonError = (description: string, schema: object = ErrorReply) => ({ description, content: { 'application/json': { schema } } });

/** The error replies a route can give whatever its handler does, by what the route is. */
export function sharedErrorStatuses(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): Record<number, string> {
  const methods = [route.method].flat().map(String);
  const statuses: Record<number, string> = {
    400: 'The request is malformed: invalid fields, text with NUL or unpaired surrogate characters, JSON nested too deep',
    408: 'The request did not arrive in time',
    431: 'The request headers are too large',
    500: 'Something went wrong on our side',
  };
  if (route.url.includes(':')) {
    statuses[404] = 'Nothing with that id belongs to the signed-in user';
    statuses[414] = 'A path parameter is too long';
  }
  if (Array.isArray(route.schema?.security) && route.schema.security.length > 0) statuses[401] = 'Not signed in';
  if (methods.some((method) => STATE_CHANGING.has(method))) {
    statuses[403] = 'The request comes from another origin';
    statuses[413] = 'The request body is too large';
    statuses[415] = 'The request body is not JSON';
  }
  if (THROTTLED.has(route.url)) statuses[429] = 'Too many attempts; retry after the time in Retry-After';
  return statuses;
}

function isPlainSchema(schema: unknown): schema is { description?: string } {
  return typeof schema === 'object' && schema !== null && !('content' in schema);
}

/**
 * Every API route's documented replies include the errors the framework, the guards and the error
 * handler can send for it, in the one error shape, so the OpenAPI document lists every status.
 */
export const errorResponsesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.schema?.hide || !route.schema?.response) return;
      const response = route.schema.response as Record<string, unknown>;
      for (const [status, description] of Object.entries(sharedErrorStatuses(route))) {
        if (!(status in response)) response[status] = jsonError(description);
      }
      if (route.schema.produces) {
        for (const [status, schema] of Object.entries(response)) {
          if (Number(status) >= 400 && isPlainSchema(schema)) response[status] = jsonError(schema.description ?? 'Error', schema);
        }
      }
    });
  },
  { name: 'error-responses' },
);
