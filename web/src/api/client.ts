import { AUTH_MESSAGES } from '../../../domain/errors';
import { ApiError, isApiErrorBody } from './ApiError';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** Non-2xx statuses whose JSON body is still the answer (e.g. 503 from a degraded health check). */
  acceptStatuses?: readonly number[];
  signal?: AbortSignal;
}

/**
 * The one way the front end talks to the API: same-origin `/api/...`, cookies included, JSON both ways.
 * Resolves with the parsed body (undefined for 204); rejects with an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, acceptStatuses = [], signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', AUTH_MESSAGES.networkError);
  }

  const payload = await readJson(response);
  if (response.ok) return payload as T;
  if (acceptStatuses.includes(response.status) && payload !== undefined && !isApiErrorBody(payload)) return payload as T;
  if (isApiErrorBody(payload)) throw new ApiError(response.status, payload.error.code, payload.error.message);
  throw new ApiError(response.status, `HTTP_${response.status}`, `Request failed with status ${response.status}.`);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
