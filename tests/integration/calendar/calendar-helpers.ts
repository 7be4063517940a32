import type { FastifyInstance } from 'fastify';

/** Calls the API as a signed-in user: JSON bodies, the session cookie. */
export function apiAs(app: FastifyInstance, cookie: string) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { cookie }, ...(method === 'GET' ? {} : { payload: (payload ?? {}) as object }) });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    patch: (url: string, payload?: unknown) => call('PATCH', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

export type Api = ReturnType<typeof apiAs>;
