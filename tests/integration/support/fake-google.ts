import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GoogleConfig } from '../../../domain/mail/google-config';
import { FakeCalendar, fakeCalendarRoutes } from './fake-calendar';
import { FakeMailbox } from './fake-gmail';
import { FakeDrive, fakeDriveRoutes } from './fake-google-drive';
import { fakeGmailRoutes } from './fake-gmail-routes';
import { googleError, type FakeReply, type FakeRoute } from './fake-google-http';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** JSON bodies parsed, form bodies as a plain object, else the text. */
  body: unknown;
}

interface CannedReply {
  method: string | undefined;
  path: string | RegExp;
  reply: FakeReply;
}

export interface GoogleIdentity {
  email: string;
  name: string;
  sub: string;
}

export const FAKE_CLIENT = { clientId: 'fake-client-id.apps.googleusercontent.com', clientSecret: 'fake-client-secret' };

/**
 * Google on loopback for the real googleapis library: the OAuth token endpoint, the Gmail v1 and
 * Calendar v3 endpoints the app calls, in-memory data seeded by the test, every request recorded.
 */
export class FakeGoogle {
  readonly requests: RecordedRequest[] = [];
  readonly gmail = new FakeMailbox();
  readonly calendar = new FakeCalendar();
  readonly drive = new FakeDrive();
  /** Access tokens the API endpoints accept; others get 401. */
  readonly accessTokens = new Set<string>();
  readonly refreshTokens = new Set<string>();
  readonly authorizationCodes = new Map<string, GoogleIdentity>();
  private readonly canned: CannedReply[] = [];
  private readonly routes: FakeRoute[] = [...fakeGmailRoutes(this.gmail), ...fakeCalendarRoutes(this.calendar), ...fakeDriveRoutes(this.drive)];
  private server: Server | null = null;
  url = '';

  static async start(): Promise<FakeGoogle> {
    const fake = new FakeGoogle();
    fake.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const reply = fake.handle(request.method ?? 'GET', request.url ?? '/', request.headers, Buffer.concat(chunks).toString('utf8'));
        const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        response.writeHead(reply.status, text ? { 'content-type': 'application/json; charset=utf-8' } : {});
        response.end(text);
      });
    });
    await new Promise<void>((resolve) => fake.server!.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** The GoogleConfig that points the app at this fake. */
  config(overrides: Partial<GoogleConfig> = {}): GoogleConfig {
    return {
      ...FAKE_CLIENT,
      redirectUri: 'http://127.0.0.1:3000/api/mail/gmail/callback',
      apiRootUrl: `${this.url}/`,
      authBaseUrl: `${this.url}/o/oauth2/v2/auth`,
      tokenUrl: `${this.url}/token`,
      ...overrides,
    };
  }

  /** Answers the next matching request with this status and body instead of serving it. */
  respondOnce(match: { method?: string; path: string | RegExp }, status: number, body?: unknown): void {
    this.canned.push({ method: match.method, path: match.path, reply: { status, body: body === undefined && status >= 400 ? googleError(status) : body } });
  }

  requestsTo(path: string | RegExp, method?: string): RecordedRequest[] {
    return this.requests.filter((request) => matches(request.method, request.path, { method, path }));
  }

  clearRequests(): void {
    this.requests.length = 0;
  }

  /** Tokens as the token endpoint would have issued them, valid from now on. */
  issueTokens(): { accessToken: string; refreshToken: string } {
    const accessToken = `ya29.${randomBytes(12).toString('base64url')}`;
    const refreshToken = `1//${randomBytes(12).toString('base64url')}`;
    this.accessTokens.add(accessToken);
    this.refreshTokens.add(refreshToken);
    return { accessToken, refreshToken };
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private handle(method: string, url: string, headers: IncomingHttpHeaders, rawBody: string): FakeReply {
    const parsed = new URL(url, 'http://fake.invalid');
    const body = parseBody(headers['content-type'], rawBody);
    this.requests.push({ method, path: parsed.pathname, query: parsed.searchParams, headers, rawBody, body });
    const cannedIndex = this.canned.findIndex((entry) => matches(method, parsed.pathname, entry));
    if (cannedIndex >= 0) return this.canned.splice(cannedIndex, 1)[0]!.reply;
    if (method === 'POST' && parsed.pathname === '/token') return this.token(body as Record<string, string>);
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (!bearer || !this.accessTokens.has(bearer)) return { status: 401, body: googleError(401, 'Request had invalid authentication credentials.') };
    for (const route of this.routes) {
      const found = route.method === method ? route.pattern.exec(parsed.pathname) : null;
      if (found) return route.handle({ query: parsed.searchParams, body, params: found.slice(1).map(decodeURIComponent) });
    }
    return { status: 404, body: googleError(404, `No fake for ${method} ${parsed.pathname}`) };
  }

  private token(form: Record<string, string>): FakeReply {
    if (form.client_id !== FAKE_CLIENT.clientId || form.client_secret !== FAKE_CLIENT.clientSecret) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' } };
    }
    if (form.grant_type === 'authorization_code') {
      const identity = this.authorizationCodes.get(form.code ?? '');
      if (!identity) return invalidGrant();
      this.authorizationCodes.delete(form.code!);
      const { accessToken, refreshToken } = this.issueTokens();
      return {
        status: 200,
        body: { access_token: accessToken, refresh_token: refreshToken, expires_in: 3599, token_type: 'Bearer', scope: 'https://mail.google.com/', id_token: unsignedJwt(identity) },
      };
    }
    if (form.grant_type === 'refresh_token' && this.refreshTokens.has(form.refresh_token ?? '')) {
      const accessToken = `ya29.${randomBytes(12).toString('base64url')}`;
      this.accessTokens.add(accessToken);
      return { status: 200, body: { access_token: accessToken, expires_in: 3599, token_type: 'Bearer', scope: 'https://mail.google.com/' } };
    }
    return invalidGrant();
  }
}

function matches(method: string, path: string, match: { method?: string | undefined; path: string | RegExp }): boolean {
  if (match.method && match.method !== method) return false;
  return typeof match.path === 'string' ? path === match.path : match.path.exec(path) !== null;
}

function parseBody(contentType: string | undefined, raw: string): unknown {
  if (!raw) return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

const invalidGrant = (): FakeReply => ({ status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } });

function unsignedJwt(identity: GoogleIdentity): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ iss: 'https://accounts.google.com', ...identity })}.signature`;
}
