import { AUTH_MESSAGES } from '../../../domain/errors';
import { ApiError, isApiErrorBody } from './ApiError';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const sessionLostListeners = new Set<() => void>();

/** Called when the server answers 401 "not signed in": the session expired or was ended elsewhere. */
export function onSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

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
  // The server takes state-changing requests only with a JSON body (its guard against cross-site forms).
  const payload = body === undefined && method !== 'GET' ? {} : body;
  if (payload !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: payload === undefined ? null : JSON.stringify(payload),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', AUTH_MESSAGES.networkError);
  }

  const reply = await readJson(response);
  if (response.ok) return reply as T;
  if (acceptStatuses.includes(response.status) && reply !== undefined && !isApiErrorBody(reply)) return reply as T;
  if (response.status === 401 && isApiErrorBody(reply) && reply.error.code === 'auth/unauthorized') {
    for (const listener of sessionLostListeners) listener();
  }
  if (isApiErrorBody(reply)) throw new ApiError(response.status, reply.error.code, reply.error.message);
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
