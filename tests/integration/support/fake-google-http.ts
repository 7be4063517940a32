export interface FakeReply {
  status: number;
  /** Objects are sent as JSON, strings as they are, undefined as an empty body. */
  body?: unknown;
}

export interface FakeRouteRequest {
  query: URLSearchParams;
  body: unknown;
  /** The pattern's capture groups, URL-decoded. */
  params: string[];
}

export interface FakeRoute {
  method: string;
  pattern: RegExp;
  handle(request: FakeRouteRequest): FakeReply;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/** Google's JSON error body. */
export function googleError(status: number, message = `Fake Google error ${status}`) {
  return { error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN', errors: [{ message, domain: 'global', reason: 'fake' }] } };
}

export const ok = (body?: unknown): FakeReply => ({ status: 200, body });
export const notFound = (): FakeReply => ({ status: 404, body: googleError(404, 'Requested entity was not found.') });
