import type { LegalServicesConfig } from '../../../domain/legal/services-config';

/** How long one CourtListener request may take before it counts as failed. */
export const COURTLISTENER_TIMEOUT_MS = 10_000;
/** A 429 asking to wait at most this long is waited out once; a longer wait fails the request. */
export const COURTLISTENER_MAX_RETRY_WAIT_MS = 5_000;

/** CourtListener asked us to slow down for longer than we wait inside one request. */
export class CourtListenerRateLimited extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`CourtListener asked to wait ${Math.ceil(retryAfterMs / 1000)} s before the next request`);
    this.name = 'CourtListenerRateLimited';
  }
}

export class CourtListenerError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'CourtListenerError';
  }
}

export interface CourtListenerRequest {
  /** Path under the base URL, e.g. '/api/rest/v4/search/'. */
  path: string;
  method?: 'GET' | 'POST';
  query?: Record<string, string | undefined>;
  /** Sent as application/x-www-form-urlencoded (what the citation-lookup API takes). */
  form?: Record<string, string>;
  signal?: AbortSignal;
}

const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
  });

/** Retry-After is seconds or an HTTP date; CourtListener sends seconds. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 1000;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - now);
}

/**
 * One JSON request to CourtListener's REST API v4 with the firm's token (`Authorization: Token …`) when
 * there is one, a time limit, and one wait on a short 429.
 */
export async function courtListenerJson<T>(config: LegalServicesConfig['courtListener'], request: CourtListenerRequest): Promise<T> {
  const url = new URL(config.baseUrl + request.path);
  for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined && value !== '') url.searchParams.set(key, value);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (config.token) headers.Authorization = `Token ${config.token}`;
  let body: string | undefined;
  if (request.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  for (let attempt = 0; ; attempt++) {
    const signals = [AbortSignal.timeout(COURTLISTENER_TIMEOUT_MS), ...(request.signal ? [request.signal] : [])];
    const response = await fetch(url, { method: request.method ?? 'GET', headers, body, signal: AbortSignal.any(signals) });
    if (response.status === 429) {
      const wait = retryAfterMs(response.headers.get('retry-after'));
      await response.body?.cancel();
      if (attempt === 0 && wait <= COURTLISTENER_MAX_RETRY_WAIT_MS) {
        await sleep(wait, request.signal);
        continue;
      }
      throw new CourtListenerRateLimited(wait);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new CourtListenerError(response.status, `CourtListener answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
    }
    return (await response.json()) as T;
  }
}
