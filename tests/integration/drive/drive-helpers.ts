import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DriveItemView } from '../../../domain/files/drive-views';

export const APP_ORIGIN = 'http://127.0.0.1:3000';
export const FOREIGN_ID = '6f1b7a0e-3c2d-4e5f-9a8b-7c6d5e4f3a21';

/** A signed-in client for the drive API, sending what the drive screen sends. */
export function driveClient(app: FastifyInstance, cookie: string) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload: unknown = method === 'GET' ? undefined : {}) =>
    app.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });

  const upload = (query: Record<string, string>, bytes: Buffer, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/drive/files?${new URLSearchParams(query).toString()}`,
      headers: { cookie, origin: APP_ORIGIN, 'content-type': 'application/octet-stream', ...headers },
      payload: bytes,
    });

  return {
    call,
    upload,
    async folder(name: string, parentId?: string): Promise<DriveItemView> {
      const response = await call('POST', '/api/drive/folders', { name, ...(parentId ? { parentId } : {}) });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    async file(name: string, bytes: Buffer | string, query: Record<string, string> = {}): Promise<DriveItemView> {
      const response = await upload({ name, ...query }, Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    async list(parentId?: string): Promise<{ items: DriveItemView[]; path: Array<{ id: string; name: string }> }> {
      const response = await call('GET', `/api/drive/items${parentId ? `?parentId=${parentId}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
}

export const names = (items: readonly DriveItemView[]) => items.map((item) => item.name);

/** The error reply's message, after checking its status. */
export function errorOf(response: { statusCode: number; json(): unknown; body: string }, status: number): string {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { error: { message: string } }).error.message;
}
