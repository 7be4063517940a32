import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DocumentView, FolderView } from '../../../domain/knowledge/views';

export const FOREIGN_ID = '0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11';
export const OWN_ORIGIN = 'http://127.0.0.1:3000';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A signed-in client for the knowledge-base API (state-changing calls send a JSON body, as the web client does). */
export function knowledgeClient(app: FastifyInstance, cookie: string) {
  const call = (method: Method, url: string, payload: unknown = method === 'GET' ? undefined : {}) =>
    app.inject({ method, url: `/api/knowledge${url}`, headers: { cookie }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
  const ok = <T>(response: LightMyRequestResponse, status: number): T => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  };
  return {
    call,
    createFolder: async (body: Record<string, unknown>) => ok<FolderView>(await call('POST', '/folders', body), 201),
    createDocument: async (body: Record<string, unknown>) => ok<DocumentView>(await call('POST', '/documents', body), 201),
    getDocument: async (id: string, matterId?: string) => ok<DocumentView & { content: string }>(await call('GET', `/documents/${id}${matterId ? `?matterId=${matterId}` : ''}`), 200),
    listDocuments: async (query = '') => ok<{ documents: DocumentView[] }>(await call('GET', `/documents${query}`), 200).documents,
    upload: (name: string, bytes: Uint8Array, query = '', contentType = 'application/octet-stream') =>
      app.inject({
        method: 'POST',
        url: `/api/knowledge/documents/upload?name=${encodeURIComponent(name)}${query}`,
        headers: { cookie, origin: OWN_ORIGIN, 'content-type': contentType },
        payload: Buffer.from(bytes),
      }),
    /** Polls the document until it is no longer pending. */
    async waitSettled(id: string, matterId?: string, timeoutMs = 60_000): Promise<DocumentView & { content: string }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const document = await this.getDocument(id, matterId);
        if (document.status !== 'pending') return document;
        if (Date.now() > deadline) throw new Error(`document ${id} still pending after ${timeoutMs} ms (${document.chunksEmbedded}/${document.chunkCount} embedded)`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

export type KnowledgeClient = ReturnType<typeof knowledgeClient>;

export function errorOf(response: LightMyRequestResponse, status: number): string {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { error: { message: string } }).error.message;
}
