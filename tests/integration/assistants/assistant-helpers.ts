import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AssistantView } from '../../../domain/assistants/views';

export const OWN_ORIGIN = 'http://127.0.0.1:3000';
export const FOREIGN_ID = '0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in client for the assistants API (state-changing calls send a JSON body, as the web client does). */
export function assistantsClient(app: FastifyInstance, cookie: string) {
  const call = (method: Method, url: string, payload: unknown = method === 'GET' ? undefined : {}) =>
    app.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
  return {
    call,
    create: async (body: Record<string, unknown>) => ok<AssistantView>(await call('POST', '/api/assistants', body), 201),
    get: async (id: string) => ok<AssistantView>(await call('GET', `/api/assistants/${id}`), 200),
    list: async () => ok<{ assistants: AssistantView[] }>(await call('GET', '/api/assistants'), 200).assistants,
    link: (id: string, body: Record<string, unknown>) => call('PUT', `/api/assistants/${id}/folders`, body),
    createFolder: async (name: string) => ok<{ id: string; name: string; assistantIds: string[] }>(await call('POST', '/api/knowledge/folders', { name }), 201),
    upload: (url: string, bytes: Uint8Array, contentType = 'application/octet-stream') =>
      app.inject({ method: 'POST', url, headers: { cookie, origin: OWN_ORIGIN, 'content-type': contentType }, payload: Buffer.from(bytes) }),
  };
}

export type AssistantsClient = ReturnType<typeof assistantsClient>;

export function ok<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

export function errorOf(response: LightMyRequestResponse, status: number): string {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { error: { message: string } }).error.message;
}
